import DomovCore
import Foundation
import Synchronization

/// Turns `UIText` into words in one language, and formats dates and numbers the way that
/// language writes them. Every user-visible string goes through here.
struct Localizer: Sendable {
    let language: Language

    func callAsFunction(_ text: UIText) -> String {
        switch language {
        case .english: text.english
        case .czech: text.czech
        }
    }

    /// A date and time in the reader's zone, e.g. "22 Nov 2026, 14:05" / "22. 11. 2026 14:05".
    func dateTime(_ date: Date, in timeZone: TimeZone) -> String {
        format(date, timeZone, time: .short)
    }

    /// A date without a time in the reader's zone, e.g. "22 Nov 2026" / "22. 11. 2026".
    func date(_ date: Date, in timeZone: TimeZone) -> String {
        format(date, timeZone, time: .none)
    }

    private struct FormatterKey: Hashable {
        var language: Language
        var timeZone: String
        var withTime: Bool
    }

    /// Making a DateFormatter (an ICU one underneath) costs far more than using it, and every push
    /// and email sentence formats a date: they are made once per language, zone and style and kept.
    /// DateFormatter is not safe to share between threads, so it is used under the lock.
    private static let formatters = Mutex<[FormatterKey: DateFormatter]>([:])

    private func format(_ date: Date, _ timeZone: TimeZone, time: DateFormatter.Style) -> String {
        let key = FormatterKey(language: language, timeZone: timeZone.identifier, withTime: time != .none)
        return Self.formatters.withLock { formatters in
            if let formatter = formatters[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: language == .czech ? "cs_CZ" : "en_GB")
            formatter.timeZone = timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = time
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
