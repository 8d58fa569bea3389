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
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = DomovRequestContext

    static let fieldName = "_csrf"
    static let maximumUploadSize = 10 << 20

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else {
            return try await next(request, context)
        }
        var request = request
        var context = context
        if let type = request.headers[.contentType], type.lowercased().hasPrefix("multipart/form-data") {
            // File uploads (a calendar export) may be larger than a form's text.
            let body = try await request.collectBody(upTo: Self.maximumUploadSize)
            guard let multipart = MultipartFormData(body: Data(body.readableBytesView), contentType: type) else { throw CSRFError() }
            context.form = FormFields(multipart.fields)
            context.files = multipart.files
        } else {
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            context.form = FormFields(urlEncoded: String(buffer: body))
        }
        guard Self.constantTimeEquals(context.form[Self.fieldName], context.csrfToken), !context.csrfToken.isEmpty else {
            throw CSRFError()
        }
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
