import Foundation

/// Where and as whom to reach an external account's server.
public struct ExternalCredentials: Sendable, Equatable {
    public var url: String
    public var username: String
    public var password: String
    /// An OAuth 2.0 access token, sent as `Authorization: Bearer` (RFC 6750) in place of the
    /// user name and password.
    public var bearerToken: String?

    public init(url: String, username: String, password: String) {
        self.url = url
        self.username = username
        self.password = password
        self.bearerToken = nil
    }

    public init(url: String, username: String, bearerToken: String) {
        self.url = url
        self.username = username
        self.password = ""
        self.bearerToken = bearerToken
    }
}

/// A calendar collection as the server describes it.
public struct RemoteCalendar: Sendable, Equatable {
    /// Absolute URL.
    public var url: String
    public var name: String
    /// "#rrggbb", when the server keeps a colour.
    public var color: String?
    public var components: Set<PlannerCalendarComponent>

    public init(url: String, name: String, color: String? = nil, components: Set<PlannerCalendarComponent>) {
        self.url = url
        self.name = name
        self.color = color
        self.components = components
    }
}

/// One calendar object as the server holds it.
public struct RemoteObject: Sendable, Equatable {
    public var text: String
    public var etag: String

    public init(text: String, etag: String) {
        self.text = text
        self.etag = etag
    }
}

/// What a write on the server did.
public enum RemoteWriteResult: Sendable, Equatable {
    /// Done; the new ETag when the server gave one.
    case done(etag: String?)
    /// If-Match or If-None-Match failed: the object changed (or appeared) there meanwhile.
    case preconditionFailed
    /// The server refused it (403 for data it cannot hold, 415, 507…), with its status.
    case refused(status: Int)
}

/// A CalDAV server, as Domov's sync needs it (RFC 4791, RFC 4918, RFC 6764). All URLs are
/// absolute. Throws `ExternalCalendarProblem` when the server cannot be reached or refuses the
/// credentials.
public protocol ExternalCalendarRemote: Sendable {
    /// Finds the user's calendar collections from a server, principal, home or calendar URL.
    func calendars(_ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [RemoteCalendar]
    /// The collection's version (sync-token or getctag), if it has one.
    func version(ofCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String?
    /// The objects in the collection: URL to ETag.
    func etags(inCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [String: String]
    /// Nil when there is none (404, 410).
    func object(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> RemoteObject?
    /// PUT with If-Match (an ETag) or, for nil, If-None-Match: * (create only).
    func put(_ text: String, at url: String, ifMatch etag: String?, _ credentials: ExternalCredentials)
        async throws(ExternalCalendarProblem) -> RemoteWriteResult
    /// DELETE with If-Match. A missing object counts as deleted.
    func delete(at url: String, ifMatch etag: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem)
        -> RemoteWriteResult
    /// The object's current ETag, for servers that answer a PUT without one; nil when it is gone.
    func etag(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String?
}
