import Foundation

/// The languages Domov speaks. Every user-visible string exists in each.
public enum Language: String, Sendable, CaseIterable, Codable {
    case english = "en"
    case czech = "cs"

    /// Picks the best supported language from an Accept-Language header value,
    /// honouring q-values; English when nothing matches.
    public static func preferred(fromAcceptLanguage header: String?) -> Language {
        requested(inAcceptLanguage: header) ?? .english
    }

    /// The best supported language an Accept-Language header asks for; nil when it names none
    /// (or there is no header), so a new account can follow the browser instead.
    public static func requested(inAcceptLanguage header: String?) -> Language? {
        guard let header else { return nil }
        let ranked = header.split(separator: ",").compactMap { part -> (Language, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased() else { return nil }
            let primary = String(tag.split(separator: "-").first ?? "")
            guard let language = Language(rawValue: primary) else { return nil }
            let quality =
                pieces.dropFirst()
                .first { $0.hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            return (language, quality)
        }
        return ranked.filter { $0.1 > 0 }.max { $0.1 < $1.1 }?.0
    }
}

/// Light, dark, or whatever the device prefers.
public enum Appearance: String, Sendable, CaseIterable, Codable {
    case system, light, dark
}

/// Per-user settings that shape every page.
public struct UserPreferences: Sendable, Equatable {
    /// nil follows the browser's Accept-Language.
    public var language: Language?
    public var appearance: Appearance
    /// An IANA zone identifier such as "Europe/Prague".
    public var timeZoneIdentifier: String
    /// The day the week and month views start on; nil takes the language's (`Weekday.firstOfWeek(in:)`).
    public var firstWeekday: Weekday?

    public init(
        language: Language? = nil, appearance: Appearance = .system, timeZoneIdentifier: String = "UTC", firstWeekday: Weekday? = nil
    ) {
        self.language = language
        self.appearance = appearance
        self.timeZoneIdentifier = timeZoneIdentifier
        self.firstWeekday = firstWeekday
    }

    /// The days a week may start on, as calendar apps offer them.
    public static let firstWeekdayChoices: [Weekday] = [.monday, .sunday, .saturday]

    /// The week's first day on the pages this person reads in `language`.
    public func weekStart(in language: Language) -> Weekday {
        firstWeekday ?? Weekday.firstOfWeek(in: language)
    }

    public var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier) ?? .gmt }

    /// A new account's: the language the browser asked for (nil: none Domov speaks, so pages
    /// follow the browser), kept so that what Domov writes without a browser (e-mails, feeds,
    /// a household's starter recipes) is in it too; the browser's zone (sent by a line of
    /// JavaScript) if it is a real one, otherwise a guess from the language, changeable in settings.
    public static func forNewAccount(detectedTimeZone: String?, language: Language?) -> UserPreferences {
        let zone = detectedTimeZone.flatMap { try? AccountRules.timeZone($0) } ?? (language == .czech ? "Europe/Prague" : "UTC")
        return UserPreferences(language: language, appearance: .system, timeZoneIdentifier: zone)
    }
}

extension Weekday {
    /// Where a week starts when the person chose nothing: Monday in Czech, and in the British
    /// English Domov writes (ISO 8601); a language of a country that starts on Sunday would say so here.
    public static func firstOfWeek(in language: Language) -> Weekday {
        switch language {
        case .czech, .english: .monday
        }
    }

    /// "monday" … "sunday": the stored and the API's form.
    public var englishName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue]
    }

    public init?(englishName: some StringProtocol) {
        guard
            let index = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].firstIndex(
                of: englishName.lowercased())
        else { return nil }
        self.init(rawValue: index)
    }
}
