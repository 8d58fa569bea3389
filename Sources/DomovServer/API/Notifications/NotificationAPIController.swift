import DomovCore
import Foundation
import Hummingbird

/// /api/v1: the caller's inbox, their notification settings, and their push devices. All of it
/// is the caller's own: someone else's notice or device answers 404, as if it did not exist.
struct NotificationAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get("notifications", use: inbox)
        signedIn.post("notifications/read-all", use: readAll)
        signedIn.post("notifications/:id/read", use: read)
        signedIn.get("notification-settings", use: settings)
        signedIn.put("notification-settings", use: updateSettings)
        signedIn.get("push-subscriptions", use: devices)
        signedIn.delete("push-subscriptions/:id", use: removeDevice)
    }

    @Sendable func inbox(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let limit = try PlannerListQuery.parseLimit(request.uri.queryParameters)
        let notices = try await services.inbox.notices(for: user, limit: limit)
        let text = NoticeText(t: context.localizer, timeZone: user.preferences.timeZone)
        return try .json(notices.map { NoticeResource($0, text: text) })
    }

    @Sendable func read(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<Notice>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        try await services.inbox.markRead(id, for: user)
        return Response(status: .noContent)
    }

    @Sendable func readAll(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await services.inbox.markAllRead(for: user)
        return Response(status: .noContent)
    }

    @Sendable func settings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(NotificationSettingsResource(try await services.notificationSettings.settings(for: user)))
    }

    @Sendable func updateSettings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NotificationSettingsRequest.self, context: context)
        let notificationSettings = services.notificationSettings
        let stored = try await notificationSettings.settings(for: user)
        let settings = try body.input(over: stored).validated(names: NotificationSettingsRequest.fieldNames)
        try await notificationSettings.save(settings, for: user)
        return try .json(NotificationSettingsResource(try await notificationSettings.settings(for: user)))
    }

    @Sendable func devices(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(try await services.notificationSettings.devices(of: user).map(PushDeviceResource.init))
    }

    @Sendable func removeDevice(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<PushSubscription>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        try await services.notificationSettings.removeDevice(id, of: user)
        return Response(status: .noContent)
    }
}
