import DomovCore
import Foundation

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
        formatter(timeZone, time: .short).string(from: date)
    }

    /// A date without a time in the reader's zone, e.g. "22 Nov 2026" / "22. 11. 2026".
    func date(_ date: Date, in timeZone: TimeZone) -> String {
        formatter(timeZone, time: .none).string(from: date)
    }

    private func formatter(_ timeZone: TimeZone, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language == .czech ? "cs_CZ" : "en_GB")
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = time
        return formatter
    }
}
