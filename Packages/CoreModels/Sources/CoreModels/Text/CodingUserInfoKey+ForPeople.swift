extension CodingUserInfoKey {
    /// Set to `true` in an encoder's `userInfo` when the JSON is for people and their scripts
    /// (`--json`), not a file: a type that files keep compact (an array of unnamed fields) then
    /// encodes its fields by name. `nil` only if the standard library refused the key's text.
    public static let forPeople = CodingUserInfoKey(rawValue: "fitshell.forPeople")

    /// Whether `userInfo` asks for JSON for people (`forPeople`).
    public static func isForPeople(_ userInfo: [CodingUserInfoKey: Any]) -> Bool {
        forPeople.flatMap { userInfo[$0] as? Bool } ?? false
    }
}
