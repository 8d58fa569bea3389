import Foundation
import DomovCore
import Hummingbird
import HTTPTypes

/// Works out who is asking and how to answer them: the signed-in user (from the session
/// cookie or an app password), their language, the client address, and the CSRF token.
struct IdentityMiddleware: RouterMiddleware {
    typealias Context = DomovRequestContext

    let accounts: AccountService
    let cookies: CookieFactory
    let caches: PageCaches
    let households: any HouseholdRepository
    let trustProxy: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if trustProxy, let forwarded = request.headers[.xForwardedFor]?.split(separator: ",").first {
            context.clientAddress = forwarded.trimmingCharacters(in: .whitespaces)
        }
        // Parsed once: each `request.cookies` reads the whole Cookie header again.
        let requestCookies = request.cookies
        if let authorization = request.headers[.authorization], let token = Self.appPassword(authorization) {
            // A wrong token leaves the request anonymous; routes that need a user then answer 401.
            let user = try await caches.appPasswords.value(for: token.secret.value) {
                try await accounts.user(appPassword: token.secret)
            }
            if let user,
                token.email.map({ $0.caseInsensitiveCompare(user.email) == .orderedSame }) ?? true
            {
                context.user = user
                context.credential = .appPassword
            }
        } else if let value = requestCookies[CookieFactory.sessionCookieName]?.value, !value.isEmpty {
            let token = SecretToken(value: value)
            let signedIn = try await caches.sessions.value(for: token.value, validUntil: { $0?.sessionExpiresAt }) {
                try await accounts.signedIn(sessionToken: token)
            }
            if let signedIn {
                context.user = signedIn.user
                context.currentHousehold = signedIn.currentHousehold
                // Pages offer the person's other households in the header; a write answers
                // with a redirect and draws no header, so only reads look them up.
                if [.get, .head].contains(request.method) {
                    let user = signedIn.user
                    context.households = try await caches.memberships.value(for: user.id) { [households] in
                        try await households.memberships(userID: user.id)
                    }.map(\.household)
                }
                context.credential = .session(token)
            }
        }
        if request.method == .get, let query = request.uri.query, query.contains(ActionNotice.prefix) {
            context.actionNotice = ActionNotice(query: FormFields(urlEncoded: query))
            context.returnPath = ActionNotice.removed(from: request.uri.path + "?" + query)
        }
        context.browserLanguage = Language.requested(inAcceptLanguage: request.headers[.acceptLanguage])
        context.language = context.user?.preferences.language ?? context.browserLanguage ?? .english

        let path = request.uri.path
        // Calendar apps and scripts with an app password send no forms and keep no cookies: no
        // CSRF token is made for them (making one was 8 % of a cookieless request's CPU).
        let isCalendarApp = path == "/dav" || path.hasPrefix("/dav/")
        let needsNoToken = isCalendarApp || context.credential == .appPassword
        let existingCSRF = requestCookies[CookieFactory.csrfCookieName]?.value
        let csrf = existingCSRF.flatMap { $0.count >= 32 ? $0 : nil } ?? (needsNoToken ? "" : SecretToken.generate().value)
        context.csrfToken = csrf

        // Whatever a write changed, and for whomever, the next page in this process must show it.
        // Calendar apps' writes change calendar objects and calendars, which no cache holds:
        // forgetting sign-ins and households on each of their PUTs cost two reads per request.
        defer {
            if ![.get, .head, .options].contains(request.method), !isCalendarApp { caches.removeAll() }
        }
        var response = try await next(request, context)
        if existingCSRF != csrf, !csrf.isEmpty {
            response.setCookie(cookies.csrf(csrf))
        }
        return response
    }
}

extension IdentityMiddleware {
    /// An app password from `Bearer <token>` (scripts, the API) or HTTP Basic `email:token`
    /// (calendar apps, RFC 7617), which must name the password's own account.
    static func appPassword(_ authorization: String) -> (email: String?, secret: SecretToken)? {
        let lowered = authorization.lowercased()
        if lowered.hasPrefix("bearer ") {
            return (nil, SecretToken(value: String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)))
        }
        guard lowered.hasPrefix("basic "),
            let decoded = Data(base64Encoded: String(authorization.dropFirst("basic ".count)).trimmingCharacters(in: .whitespaces)),
            let pair = String(data: decoded, encoding: .utf8), let colon = pair.firstIndex(of: ":")
        else { return nil }
        return (String(pair[..<colon]), SecretToken(value: String(pair[pair.index(after: colon)...])))
    }
}

extension HTTPField.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
}
