import DomovCore
@testable import DomovServer
import DomovStorage

/// The words pages show, taken from the app's own localizer so tests follow wording changes.
enum Texts {
    /// As it appears in HTML (escaped).
    static func html(_ text: UIText, _ language: Language = .english) -> String {
        HTML.escaped(plain(text, language))
    }

    /// As it appears in JSON.
    static func plain(_ text: UIText, _ language: Language = .english) -> String {
        Localizer(language: language)(text)
    }
}
