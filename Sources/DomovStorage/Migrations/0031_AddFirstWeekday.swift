extension Migration {
    /// The day a person's week starts on in the week and month views ("monday", "sunday",
    /// "saturday"); NULL follows the language of the page.
    static let addFirstWeekday = Migration(version: 31, name: "add first weekday") { _ in
        ["ALTER TABLE users ADD COLUMN first_weekday TEXT"]
    }
}
