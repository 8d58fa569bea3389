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

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        case start = "/auth/:provider"
        case callback = "/auth/:provider/callback"
        /// Registered by `CalendarConnectController`.
        case calendarCallback = "/auth/:provider/calendar"
        /// Beside the providers: the router prefers the constant "link" to a provider's id.
        case confirmLink = "/auth/link"
        case link = "/settings/sign-in/link/:provider"
        case unlink = "/settings/sign-in/unlink/:id"
    }

    var path: String {
        switch self {
        case .start(let provider, let next):
            Route.start.path(provider)
                + (SiteURL.safeNext(next).flatMap {
                    $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "/-_.~")))
                }.map { "?next=" + $0 } ?? "")
        case .callback(let provider): Route.callback.path(provider)
        case .confirmLink: Route.confirmLink.path()
        case .link(let provider): Route.link.path(provider)
        case .unlink(let id): Route.unlink.path(id)
        case .calendarCallback(let provider): Route.calendarCallback.path(provider)
        }
    }
}
