import DomovCore
import DomovStorage
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
        let notices = try await services.storage.notifications.inbox(userID: user.id, now: services.clock.now(), limit: limit)
        let text = NoticeText(t: context.localizer, timeZone: user.preferences.timeZone)
        return try .json(notices.map { NoticeResource($0, text: text) })
    }

    @Sendable func read(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<Notice>(context.parameters.get("id") ?? ""),
            try await services.storage.notifications.markRead(id: id, userID: user.id, at: services.clock.now())
        else { throw DomainError.notFound }
        return Response(status: .noContent)
    }

    @Sendable func readAll(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await services.storage.notifications.markAllRead(userID: user.id, now: services.clock.now())
        return Response(status: .noContent)
    }

    @Sendable func settings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(NotificationSettingsResource(try await services.storage.notificationSettings.settings(userID: user.id)))
    }

    @Sendable func updateSettings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NotificationSettingsRequest.self, context: context)
        let repository = services.storage.notificationSettings
        let stored = try await repository.settings(userID: user.id)
        let settings = try body.input(over: stored).validated(names: NotificationSettingsRequest.fieldNames)
        try await repository.save(userID: user.id, settings, at: services.clock.now())
        return try .json(NotificationSettingsResource(try await repository.settings(userID: user.id)))
    }

    @Sendable func devices(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(try await services.storage.pushSubscriptions.list(userID: user.id).map(PushDeviceResource.init))
    }

    @Sendable func removeDevice(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<PushSubscription>(context.parameters.get("id") ?? ""),
            try await services.storage.pushSubscriptions.delete(id: id, userID: user.id)
        else { throw DomainError.notFound }
        return Response(status: .noContent)
    }
}
