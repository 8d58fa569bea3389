/// The name-day wish for a name, in the language of the calendar it comes from, ready to copy
/// into a message: "Všechno nejlepší k svátku, Jano!", "Všetko najlepšie k meninám, Ján!".
public enum NameDayGreeting {
    /// How the wish addresses the bearer of a name. Czech addresses people in the vocative
    /// (`CzechVocative`). Slovak has no productive vocative any more (only fixed remnants such as
    /// "pane", "Bože"): people are addressed in the nominative, so a Slovak name stays as it is.
    public static func address(_ name: String, in calendar: NameDayCalendarID) -> String {
        switch calendar {
        case .czech: CzechVocative.vocative(of: name)
        case .slovak: name
        }
    }

    public static func greeting(for name: String, in calendar: NameDayCalendarID) -> String {
        switch calendar {
        case .czech: "Všechno nejlepší k svátku, \(address(name, in: calendar))!"
        case .slovak: "Všetko najlepšie k meninám, \(address(name, in: calendar))!"
        }
    }
}
