import DomovCore
import Foundation

/// The pages and forms of signing in through external providers.
public enum ExternalSignInURL: Sendable, Equatable {
    /// Sends the browser to the provider to sign in.
    case start(provider: String, next: String? = nil)
    /// Where the provider sends the browser back (the registered redirect URI).
    case callback(provider: String)
    /// The password form that links a provider to the existing account with its email.
    case confirmLink
    /// From the settings: link one more provider to the signed-in account.
    case link(provider: String)
    case unlink(ID<LinkedIdentity>)
    /// Where the provider sends the browser back after connecting a calendar account (the
    /// second redirect URI to register).
    case calendarCallback(provider: String)

    var path: String {
        switch self {
        case .start(let provider, let next):
            "/auth/\(provider)"
                + (SiteURL.safeNext(next).flatMap {
                    $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "/-_.~")))
                }.map { "?next=" + $0 } ?? "")
        case .callback(let provider): "/auth/\(provider)/callback"
        case .confirmLink: "/auth/link"
        case .link(let provider): "/settings/sign-in/link/\(provider)"
        case .unlink(let id): "/settings/sign-in/unlink/\(id)"
        case .calendarCallback(let provider): "/auth/\(provider)/calendar"
        }
    }
}
