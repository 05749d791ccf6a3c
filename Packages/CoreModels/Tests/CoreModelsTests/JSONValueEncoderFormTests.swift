import CoreModels
import CoreModelsTesting
import Foundation
import Testing

@Suite("JSONValue: written byte for byte as JSONEncoder writes the same value")
struct JSONValueEncoderFormTests {
    /// A value as `JSONEncoder` sees it (whole numbers as `Int`, the rest as `Double`) and as a
    /// `JSONValue` built by hand.
    indirect enum Tree: Encodable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([Tree])
        case object([String: Tree])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let items): try container.encode(items)
            case .object(let members): try container.encode(members)
            }
        }

        var value: JSONValue {
            switch self {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .int(let value): return JSONValue.number(value)
            case .double(let value): return JSONValue.number(value) ?? .null
            case .string(let value): return .string(value)
            case .array(let items): return .array(items.map(\.value))
            case .object(let members): return .object(JSONObject(members.mapValues(\.value)))
            }
        }
    }

    struct Generator {
        var numbers: SeededNumbers
        init(state: UInt64) { numbers = SeededNumbers(seed: state) }
        mutating func next(_ bound: UInt64) -> UInt64 { numbers.below(bound) }

        mutating func double() -> Double {
            switch next(8) {
            case 0: return Double(next(1000))
            case 1: return Double(next(100_000)) / 100
            case 2: return Double(next(1000)) * 0.45359237
            case 3: return -Double(next(1000)) / 7
            case 4: return Double(next(1000)) * 1e-9
            case 5: return Double(next(1000)) * 1e18
            case 6: return [0, -0.0, 1e16, 1e15, 5e-324, 1.7976931348623157e308][Int(next(6))]
            default: return Double(bitPattern: next(UInt64.max) | 0x3000_0000_0000_0000) / 1e10
            }
        }

        mutating func string() -> String {
            let pieces = [
                "a", "Squat", "é", "🏋️", "\"", "\\", "/", "\n", "\t", "\r", "\u{8}", "\u{C}", "\u{1}",
                "\u{1F}",
                "\u{7F}", "\u{2028}", " ", "",
            ]
            return (0..<next(6)).map { _ in pieces[Int(next(UInt64(pieces.count)))] }.joined()
        }

        mutating func tree(depth: Int) -> Tree {
            switch depth > 3 ? next(5) : next(7) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .int(Int(next(2_000_000)) - 1_000_000)
            case 3: return .double(double())
            case 4: return .string(string())
            case 5: return .array((0..<next(5)).map { _ in tree(depth: depth + 1) })
            default:
                var members: [String: Tree] = [:]
                for _ in 0..<next(5) { members[string() + "k\(next(30))"] = tree(depth: depth + 1) }
                return .object(members)
            }
        }
    }

    @Test("generated values, pretty and compact", arguments: 0..<200)
    func generated(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &+ 3)
        let tree = Tree.object(["data": generator.tree(depth: 0), "format": .string("x"), "version": .int(2)])
        for pretty in [true, false] {
            let expected = try FastReadCheck.encoder(pretty: pretty).encode(tree)
            let written = tree.value.encoderBytes(pretty: pretty)
            #expect(
                written == Array(expected),
                "\(String(decoding: written, as: UTF8.self))\n≠\n\(String(decoding: expected, as: UTF8.self))"
            )
        }
    }

    @Test("numbers as the encoder writes doubles, and what it refuses")
    func numbers() throws {
        for value in [80.0, 80.5, 0.1 + 0.2, 1e21, 1e-7, -0.0, 1e16, 1e15, 72.57472, 9_007_199_254_740_993] {
            let expected = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            #expect(
                JSONValue.array([JSONValue.number(value) ?? .null]).encoderBytes(pretty: false)
                    == Array(expected.utf8))
        }
        #expect(JSONValue.number(Double.nan) == nil)
        #expect(JSONValue.number(Double.infinity) == nil)
    }
}
