/// Where each store's folder is inside a profile folder: the app decides it once, for the
/// stores it builds and for the places `data import` accepts each document format at.
enum DataLayout {
    static let exercises = "exercises"
    static let plans = "plans"
    static let program = "program"
    static let workouts = "workouts"
    static let imports = "workouts/imports"
    static let journal = "journal"
    static let weight = "weight"
    static let supplements = "supplements"
}
