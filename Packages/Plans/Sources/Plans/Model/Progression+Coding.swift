import CoreModels

extension Progression {
    /// A field's name.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes the rule as files keep it (the synthesized decoding reads it back); for people
    /// (`CodingUserInfoKey.forPeople`, as `--json` asks) the loads are named `stepKg` and
    /// `trainingMaxKg`, so that they do not read as in the `unit` beside them, which names the
    /// unit the rule rounds in (`"stepKg": 2.267962, "unit": "lb"` is a 5-lb step).
    public func encode(to encoder: any Encoder) throws {
        let kilograms = CodingUserInfoKey.isForPeople(encoder.userInfo) ? "Kg" : ""
        var fields = encoder.container(keyedBy: Key.self)
        try fields.encode(kind, forKey: Key("kind"))
        try fields.encode(step, forKey: Key("step" + kilograms))
        try fields.encode(deloadAfter, forKey: Key("deloadAfter"))
        try fields.encode(deloadPercent, forKey: Key("deloadPercent"))
        try fields.encodeIfPresent(minReps, forKey: Key("minReps"))
        try fields.encodeIfPresent(maxReps, forKey: Key("maxReps"))
        try fields.encodeIfPresent(trainingMax, forKey: Key("trainingMax" + kilograms))
        try fields.encodeIfPresent(weeks, forKey: Key("weeks"))
        try fields.encode(since, forKey: Key("since"))
        try fields.encodeIfPresent(unit, forKey: Key("unit"))
    }
}
