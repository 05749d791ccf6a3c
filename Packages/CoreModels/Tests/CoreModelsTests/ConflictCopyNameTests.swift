import CoreModels
import CoreModelsTesting
import Testing

@testable import CoreModels

/// Conflict copies are recognised by name; the byte check in front of the character search
/// must never turn a copy away.
@Suite("Conflict copies by name: Syncthing's and Dropbox's, and nothing else")
struct ConflictCopyNameTests {
    @Test("the names syncers give, and names that only look like them")
    func names() {
        let cases: [(String, String?)] = [
            ("2026.json.sync-conflict-x.json", "2026.json.json"),
            ("2026.sync-conflict-20261121-090000-PEER.json", "2026.json"),
            ("plan (Jane's conflicted copy 2026-11-21).json", "plan.json"),
            ("a b (conflicted copy).json", "a b.json"),
            ("956eeb2f-2632-47bd-83f1-66b233e3ef28.json", nil),
            ("names.json", nil),
            ("with space.json", nil),
            ("plan (copy).json", nil),
            ("x.sync-conflict-.txt", nil),
            (".sync-conflict-.json", ".json"),
            ("x.sync-conflict\u{301}-1.json", nil),
        ]
        for (name, original) in cases {
            #expect(ConflictCopies.original(of: name) == original, "\(name)")
        }
    }

    @Test("generated names: whenever a name is a copy, its bytes pass the quick check")
    func quickCheckNeverTurnsACopyAway() {
        var random = SeededNumbers(seed: 5)
        let pieces = [
            "a", "plan", " ", "(", ")", ".sync-conflict-", "conflicted copy", "\u{301}", "é", "-", ".json",
            "2026",
            "sync", ".", "conflict",
        ]
        var copies = 0
        for _ in 0..<20_000 {
            let name =
                (0..<(1 + random.below(6))).map { _ in pieces[random.below(pieces.count)] }.joined() + ".json"
            #expect(ConflictCopies.original(of: name) == ConflictCopies.originalByCharacters(of: name))
            if ConflictCopies.originalByCharacters(of: name) != nil {
                copies += 1
                #expect(ConflictCopies.mayBeCopy(name), "\(name)")
            }
        }
        #expect(copies > 500)
    }
}
