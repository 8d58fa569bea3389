import Foundation
import DomovCore
import Hummingbird
import HTTPTypes
import NIOCore

/// Guards every state-changing web form with a double-submit token: the hidden `_csrf`
/// field must equal the HttpOnly `domov_csrf` cookie, which another site can neither read
/// nor set. It also parses the url-encoded body once, into `context.form`.
///
/// The JSON API is not a form target: it only accepts `application/json`, which a foreign
/// page cannot send without a CORS preflight that Domov never grants, or a bearer token.
/// The pages' own scripts that post JSON (push subscriptions) send the token in the
/// `X-CSRF-Token` header instead of a field.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = DomovRequestContext

    static let fieldName = "_csrf"
    static let headerName = HTTPField.Name("X-CSRF-Token")!
    static let maximumUploadSize = 10 << 20

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else {
            return try await next(request, context)
        }
        var request = request
        var context = context
        let sent: String
        let type = request.headers[.contentType]?.lowercased() ?? ""
        if type.hasPrefix("multipart/form-data") {
            // File uploads (a calendar export) may be larger than a form's text.
            let body = try await request.collectBody(upTo: Self.maximumUploadSize)
            guard let multipart = MultipartFormData(body: Data(body.readableBytesView), contentType: request.headers[.contentType] ?? "")
            else { throw CSRFError() }
            context.form = FormFields(multipart.fields)
            context.files = multipart.files
            sent = context.form[Self.fieldName]
        } else if type.hasPrefix("application/json") {
            // The page's own fetch() calls (push subscriptions) send the token as a header.
            _ = try await request.collectBody(upTo: context.maxUploadSize)
            sent = request.headers[Self.headerName] ?? ""
        } else {
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            context.form = FormFields(urlEncoded: String(buffer: body))
            sent = context.form[Self.fieldName]
        }
        guard Self.constantTimeEquals(sent, context.csrfToken), !context.csrfToken.isEmpty else {
            throw CSRFError()
        }
        try context.form.refuseNUL()
        return try await next(request, context)
    }

    /// Compares without stopping at the first difference, so timing reveals nothing.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// A form arrived without the token of this browser: an old tab, or a forged request.
struct CSRFError: Error {}
