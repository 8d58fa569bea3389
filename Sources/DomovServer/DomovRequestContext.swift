import Foundation
import DomovCore
import Hummingbird
import NIOCore

/// What every handler knows about the request beyond the request itself: who is signed in,
/// how, in which language to answer, and the parsed form of a POST.
public struct DomovRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer's address, or the proxy's claim of it when `trustProxy` is on (set by middleware).
    public var clientAddress: String
    /// The address of the connection's other end, never taken from a header: loopback only
    /// when the request came from this machine (or through a proxy on it).
    public let peerAddress: String
    public var user: User?
    /// The user's current household, looked up with the session (nil for app-password requests,
    /// which render no pages).
    public var currentHousehold: Household?
    /// Every household the signed-in person belongs to, for the header's switcher (session
    /// requests only, like `currentHousehold`).
    public var households: [Household] = []
    /// What the redirect to this page says was just done (Done, Renew, Delete), and this
    /// page's address without it, where Undo comes back to.
    var actionNotice: ActionNotice?
    var returnPath = "/"
    public var credential: Credential?
    public var language: Language = .english
    /// The language the browser's Accept-Language asks for, if Domov speaks it: a new account's.
    public var browserLanguage: Language?
    /// The double-submit CSRF token that forms on this page must carry.
    public var csrfToken: String = ""
    /// Fields of an url-encoded POST, already checked against the CSRF token.
    public var form: FormFields = FormFields()
    /// Files of a multipart POST, by field name (checked against the CSRF token like `form`).
    var files: [String: MultipartFormData.File] = [:]
    /// The largest request body read: an .ics import of up to 10,000 events, as the import page
    /// says. Smaller limits apply where they belong (a recipe photo, a CalDAV object).
    public var maxUploadSize: Int

    public enum Credential: Sendable, Equatable {
        case session(SecretToken)
        case appPassword
    }

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        clientAddress = peerAddress
        maxUploadSize = 10 << 20
    }

    var localizer: Localizer { Localizer(language: language) }
}
