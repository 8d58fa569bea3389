import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// The in-app inbox: the bell's count, the list, marking read, and a live stream of new notices.
struct NotificationController {
    let services: DomovServices

    static let inboxLength = 100
    /// A comment line this often keeps proxies from closing an idle event stream.
    static let keepAlive: Duration = .seconds(25)

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get(NotificationURL.Route.inbox, use: inbox)
        signedIn.get(NotificationURL.Route.unread, use: unread)
        signedIn.get(NotificationURL.Route.stream, use: stream)
        signedIn.post(NotificationURL.Route.readAll, use: readAll)
        signedIn.post(NotificationURL.Route.open, use: open)
    }

    @Sendable func inbox(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let notices = try await services.inbox.notices(for: user, limit: Self.inboxLength)
        let chrome = services.chrome(context, section: .notifications)
        return .html(NotificationsPage(chrome: chrome, notices: notices, timeZone: user.preferences.timeZone).render())
    }

    /// The bell's number, read by app.js (pages stay fast without a count query each).
    @Sendable func unread(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let count = try await services.inbox.unreadCount(for: user)
        var response = try Response.json(["unread": count])
        response.headers[.cacheControl] = "no-store"
        return response
    }

    @Sendable func readAll(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await services.inbox.markAllRead(for: user)
        return .redirect(to: .notifications(.inbox))
    }

    /// Marks the notice read and goes where it leads.
    @Sendable func open(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<Notice>(context.parameters.get("notice") ?? "") else { throw DomainError.notFound }
        let notice = try await services.inbox.open(id, for: user, limit: Self.inboxLength)
        return .redirect(toPath: SiteURL.safeNext(notice?.link) ?? SiteURL.notifications(.inbox).path)
    }

    /// Server-Sent Events: one "notice" event per notice dispatched to this user while the page is open.
    @Sendable func stream(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let notices = services.notices.subscribe(userID: user.id)
        let language = context.language
        let body = ResponseBody { writer in
            let (events, sink) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(32))
            let forward = Task {
                for await notice in notices {
                    sink.yield("event: notice\ndata: \(Self.eventJSON(notice, language: language, zone: user.preferences.timeZone))\n\n")
                }
                sink.finish()
            }
            let ping = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: Self.keepAlive)
                    sink.yield(": keep-alive\n\n")
                }
            }
            defer {
                forward.cancel()
                ping.cancel()
            }
            // Ends when the browser goes away (the write fails), or when the server shuts down
            // gracefully: it waits for open responses, and this one would never end by itself.
            try await withGracefulShutdownHandler {
                try await writer.write(ByteBuffer(string: "retry: 5000\n\n"))
                for await event in events {
                    try await writer.write(ByteBuffer(string: event))
                }
            } onGracefulShutdown: {
                sink.finish()
            }
            try await writer.finish(nil)
        }
        var headers: HTTPFields = [:]
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: body)
    }

    private static func eventJSON(_ notice: Notice, language: Language, zone: TimeZone) -> String {
        let payload = [
            "id": notice.id.description, "title": notice.title, "link": notice.link,
            "message": NoticeText(t: Localizer(language: language), timeZone: zone).message(notice),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
