import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// CalDAV (RFC 4791) on the web port, so Apple Calendar and Reminders, Thunderbird, DAVx5 and
/// every other calendar app read and write the household planners. Apps sign in with HTTP
/// Basic: the account's email and an app password (IdentityMiddleware); never with a session
/// cookie, which keeps these write methods out of reach of cross-site requests.
struct CalDAVController {
    let services: DomovServices

    static let methods: [HTTPRequest.Method] = [
        .options, .get, .head, .put, .delete, .propfind, .proppatch, .report, .mkcalendar, .mkcol, .move,
    ]

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        for method in Self.methods {
            router.on("dav", method: method, use: handle)
            router.on("dav/**", method: method, use: handle)
        }
        // RFC 6764 §5: apps that are given only the server's name look here first.
        for method: HTTPRequest.Method in [.get, .propfind, .options] {
            router.on(".well-known/caldav", method: method) { _, _ in
                Response(status: .movedPermanently, headers: [.location: CalDAVPath.root.href])
            }
        }
    }

    @Sendable func handle(_ request: Request, context: DomovRequestContext) async throws -> Response {
        if request.method == .options { return Self.optionsResponse() }
        guard let user = context.user else { return Self.unauthorized() }
        guard let path = CalDAVPath(requestPath: request.uri.path), path.owner.map({ $0 == user.id }) ?? true else {
            // RFC 4791 §5.3.1: making a calendar where this user may not is forbidden.
            let making = request.method == .mkcalendar || request.method == .mkcol
            return Self.status(making && CalDAVPath(requestPath: request.uri.path) != nil ? .forbidden : .notFound)
        }
        let exchange = CalDAVExchange(services: services, user: user, localizer: context.localizer)
        do {
            if Self.writeMethods.contains(request.method), let refusal = try await exchange.refuseWrite(path, method: request.method) {
                return refusal
            }
            switch request.method {
            case .propfind: return try await exchange.propfind(path, request: request, body: try await Self.body(request, context))
            case .report: return try await exchange.report(path, request: request, body: try await Self.body(request, context))
            case .get, .head: return try await exchange.get(path, headOnly: request.method == .head)
            case .put: return try await exchange.put(path, request: request, body: try await Self.body(request, context))
            case .delete: return try await exchange.delete(path, request: request)
            case .move: return try await exchange.move(path, request: request)
            case .proppatch: return try await exchange.proppatch(path, body: try await Self.body(request, context))
            case .mkcalendar: return try await exchange.mkcalendar(path, body: try await Self.body(request, context))
            case .mkcol: return try await exchange.mkcol(path, body: try await Self.body(request, context))
            default:
                return Self.status(.methodNotAllowed)
            }
        } catch let refusal as Refusal {
            return refusal.response
        } catch DomainError.notFound {
            return Self.status(.notFound)
        } catch is CalendarObjectConflict {
            return Self.status(.preconditionFailed)
        }
    }

    /// The methods that change something; generated collections refuse them all.
    static let writeMethods: [HTTPRequest.Method] = [.put, .delete, .proppatch, .mkcalendar, .mkcol, .move]

    private static func body(_ request: Request, _ context: DomovRequestContext) async throws -> Data {
        Data(try await request.body.collect(upTo: CalDAVExchange.maximumObjectSize).readableBytesView)
    }

    /// Answers before authentication: apps probe OPTIONS to learn that this is CalDAV.
    static func optionsResponse() -> Response {
        Response(
            status: .ok,
            headers: [
                .dav: "1, 3, calendar-access, extended-mkcol",
                .allow: methods.map(\.rawValue).joined(separator: ", "),
            ])
    }

    static func unauthorized() -> Response {
        Response(status: .unauthorized, headers: [.wwwAuthenticate: "Basic realm=\"Domov\", charset=\"UTF-8\""])
    }

    /// 400 for a body that is not the XML the method needs: not XML at all (with the reader's
    /// reason and line, `error`), or XML with another root element.
    static func malformedXML(_ error: DAVXMLError? = nil) -> Response {
        let reason = error.map { " (\($0))" } ?? ""
        return xml(
            .badRequest,
            DAVXML.error(
                .init(DAVNamespace.domov, "well-formed-xml"), description: "The request body is not well-formed WebDAV XML\(reason)."))
    }

    /// The request's XML body; throws the 400 that says why it is not XML.
    static func xmlBody(_ body: Data) throws(Refusal) -> DAVElement {
        do {
            return try DAVElement.read(body, limits: .request)
        } catch {
            throw Refusal(response: malformedXML(error))
        }
    }

    /// An answer that ends the request early; `handle` returns it.
    struct Refusal: Error {
        let response: Response
    }

    /// RFC 4918 §10.2: Depth is 0, 1 or infinity (absent means infinity for PROPFIND); any
    /// other value, or more than one, is refused with 400 rather than guessed at.
    static func depth(_ request: Request) throws(Refusal) -> String {
        let values = request.headers[values: .depth]
        guard values.count <= 1 else { throw Refusal(response: badDepth()) }
        guard let value = values.first else { return "infinity" }
        let normalized = value.trimmingCharacters(in: .whitespaces).lowercased()
        guard ["0", "1", "infinity"].contains(normalized) else { throw Refusal(response: badDepth()) }
        return normalized
    }

    static func badDepth() -> Response {
        xml(.badRequest, DAVXML.error(.init(DAVNamespace.domov, "valid-depth"), description: "The Depth header must be 0, 1 or infinity."))
    }

    static func status(_ status: HTTPResponse.Status) -> Response {
        Response(status: status)
    }

    static func xml(_ status: HTTPResponse.Status, _ body: String, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "application/xml; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}

extension HTTPRequest.Method {
    static let propfind = Self("PROPFIND")!
    static let proppatch = Self("PROPPATCH")!
    static let report = Self("REPORT")!
    static let mkcalendar = Self("MKCALENDAR")!
    /// RFC 4918 §9.3, extended by RFC 5689 to make calendars.
    static let mkcol = Self("MKCOL")!
    static let move = Self("MOVE")!
}

extension HTTPResponse.Status {
    static let multiStatus = Self(code: 207, reasonPhrase: "Multi-Status")
}

extension HTTPField.Name {
    static let dav = Self("DAV")!
    static let depth = Self("Depth")!
    /// RFC 4918 §10.3: where MOVE puts the resource.
    static let destination = Self("Destination")!
}
