import Foundation
import Testing

@testable import WorkoutSession

@Suite("Rest timer")
struct RestTimerTests {
    @Test("a rest shows at most its full length, even when the clock was set back after the set")
    func restNeverExceedsItsLength() {
        let logged = Date(timeIntervalSince1970: 1_795_500_000)
        let rest = RestTimer(exercise: 0, endsAt: logged.addingTimeInterval(90), duration: 90)
        #expect(rest.remaining(at: logged) == 90)
        #expect(rest.remaining(at: logged.addingTimeInterval(30.5)) == 60)
        #expect(rest.remaining(at: logged.addingTimeInterval(200)) == 0)
        // The clock set back five hours after the set was logged: the full rest, not 5 h 1 min.
        #expect(rest.remaining(at: logged.addingTimeInterval(-5 * 3_600)) == 90)
    }
}
