import Foundation
import DomovCore
import Hummingbird
import HTTPTypes
import Logging
import NIOCore
import NIOHTTP1

/// The one place where errors become responses: problem+json for the API, a friendly page
/// for people. Domain errors never carry HTTP types; this is where they get their status.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = DomovRequestContext

    let pages: ErrorPageRenderer

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let isAPI = request.uri.path.hasPrefix("/api/")
            let classified = ClassifiedError(error, localizer: context.localizer)
            if classified.status == .internalServerError {
                context.logger.error("Request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            }
            if isAPI {
                var headers = classified.headers
                if classified.status == .unauthorized { headers[.wwwAuthenticate] = "Bearer realm=\"Domov\"" }
                return classified.problem.response(extraHeaders: headers)
            }
            if classified.status == .unauthorized {
                // People get the login page, and come back here afterwards.
                let next = request.method == .get ? request.uri.description : nil
                return .redirect(to: .logIn(next: next))
            }
            var response = pages.render(classified, context: context)
            for field in classified.headers { response.headers.append(field) }
            return response
        }
    }
}

/// An error sorted into its HTTP status, a title and field messages.
struct ClassifiedError {
    let status: HTTPResponse.Status
    let title: String
    var detail: String?
    var fieldMessages: [Problem.FieldMessage] = []
    var headers: HTTPFields = [:]

    init(_ thrown: any Error, localizer: Localizer) {
        // A lone field error is a one-field validation failure; a body over the limit is 413.
        // A body the client broke off before its Content-Length, or with a bad chunk size,
        // fails while a handler reads it: the client's fault, so 400, not 500.
        let error: any Error =
            switch thrown {
            case let field as FieldError: ValidationFailure([field])
            case is NIOTooManyBytesError: HTTPError(.contentTooLarge)
            case is HTTPParserError: HTTPError(.badRequest)
            default: thrown
            }
        switch error {
        case let failure as ValidationFailure:
            status = failure.isConflict ? .conflict : .unprocessableContent
            title = localizer(.errorInvalidInput)
            fieldMessages = failure.errors.map { Problem.FieldMessage(field: $0.field, message: localizer(.fieldProblem($0.problem))) }
        case let domain as DomainError:
            switch domain {
            case .notFound: status = .notFound; title = localizer(.errorNotFound)
            case .forbidden: status = .forbidden; title = localizer(.errorForbidden)
            case .unauthenticated: status = .unauthorized; title = localizer(.errorUnauthenticated)
            case .rateLimited(let seconds):
                status = .tooManyRequests
                title = localizer(.errorRateLimited)
                headers[.retryAfter] = String(seconds)
            case .signUpClosed: status = .forbidden; title = localizer(.signUpClosed)
            case .inviteExpired: status = .gone; title = localizer(.inviteExpired)
            }
        case is CSRFError:
            status = .forbidden
            title = localizer(.errorCSRF)
        case let malformed as MalformedRequest:
            status = malformed.status
            title = localizer(.errorMalformed)
            detail = malformed.detail
        case let http as HTTPError:
            status = http.status
            switch http.status {
            case .notFound: title = localizer(.errorNotFound)
            case .contentTooLarge: title = localizer(.errorTooLarge)
            case .badRequest, .unsupportedMediaType: title = localizer(.errorMalformed)
            case .methodNotAllowed: title = localizer(.errorMethodNotAllowed)
            default: title = http.status.reasonPhrase
            }
            if http.status != .notFound { detail = http.body }
        default:
            status = .internalServerError
            title = localizer(.errorInternal)
        }
    }

    var problem: Problem {
        Problem(title: title, status: Int(status.code), detail: detail, errors: fieldMessages.isEmpty ? nil : fieldMessages)
    }
}

/// A request Domov cannot read: malformed JSON, a wrong content type, a bad identifier.
struct MalformedRequest: Error {
    var status: HTTPResponse.Status = .badRequest
    let detail: String
}
