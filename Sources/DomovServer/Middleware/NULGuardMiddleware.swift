import DomovCore
import Foundation
import Hummingbird

/// Refuses a NUL character in the address, as forms and JSON bodies refuse it
/// (`FormFields.refuseNUL`, `Request.decodeJSON`). PostgreSQL cannot store one in text while
/// SQLite would, so a `%00` in a search, a CalDAV object's name or a "next" would otherwise be
/// a 500 on one database and a stored value on the other.
struct NULGuardMiddleware: RouterMiddleware {
    typealias Context = DomovRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let uri = request.uri.description
        // Cheap test first: almost every request has no "%00" at all.
        guard uri.contains("%00") else { return try await next(request, context) }
        // No resource of Domov's has a NUL in its name.
        if request.uri.path.utf8.contains(0) || (request.uri.path.removingPercentEncoding ?? "").utf8.contains(0) {
            throw DomainError.notFound
        }
        try FormFields(urlEncoded: request.uri.query ?? "").refuseNUL()
        return try await next(request, context)
    }
}
