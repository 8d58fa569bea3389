import DomovCore
import Foundation
import HTTPTypes
import Hummingbird

/// The Notifications card's forms: channels and quiet hours, the email confirmation link, and
/// this device's push subscription (JSON from app.js, with the CSRF token in a header).
extension SettingsController {
    func addNotificationRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.post(SiteURL.Route.settingsNotifications, use: saveNotifications)
        signedIn.post(SiteURL.Route.settingsVerifyEmail, use: sendVerificationLink)
        signedIn.post(SiteURL.Route.settingsPushSubscribe, use: subscribePush)
        signedIn.post(SiteURL.Route.settingsPushUnsubscribe, use: unsubscribePush)
        signedIn.post(SiteURL.Route.settingsPushSubscriptionRemove, use: removePushDevice)
        router.get(SiteURL.Route.verifyEmail, use: verifyEmail)
    }

    @Sendable func saveNotifications(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        return try await handle(request, context, form: "notification-settings-form") {
            let settings = try NotificationSettingsInput(
                inApp: form[NotificationSettingsSection.Field.channelInApp] == "on",
                push: form[NotificationSettingsSection.Field.channelPush] == "on",
                email: form[NotificationSettingsSection.Field.channelEmail] == "on",
                defaultLead: form[NotificationSettingsSection.Field.defaultLead],
                quietStart: form[NotificationSettingsSection.Field.quietStart], quietEnd: form[NotificationSettingsSection.Field.quietEnd]
            ).validated()
            try await services.notificationSettings.save(settings, for: user)
        }
    }

    /// Sends the link at once, so the person learns here whether the mail server took it.
    @Sendable func sendVerificationLink(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var page = try await page(request, context)
        do {
            try await EmailVerificationMailer(services: services).send(to: user, requestHost: request.head.authority)
            page.notice = .verificationSent(user.email)
        } catch let error as MailerError {
            page.alert = error.alert
        } catch is EmailVerificationMailer.Throttled {
            page.alert = .verificationThrottled
        }
        return .html(page.render())
    }

    /// The link from the email. The token is the credential, so it works signed out and in
    /// another browser too.
    @Sendable func verifyEmail(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let token = SecretToken(value: context.parameters.get("token") ?? "")
        let result = try await services.notificationSettings.confirmEmail(token: token)
        let message: UIText
        let status: HTTPResponse.Status
        switch result {
        case .verified(_, let address):
            (message, status) = (.emailConfirmed(address), .ok)
        case .expired:
            (message, status) = (.verifyLinkExpired, .gone)
        case .unusable:
            (message, status) = (.verifyLinkUnusable, .gone)
        }
        return .html(
            MessagePage(
                chrome: services.chrome(context, section: .settings), title: context.localizer(.emailConfirmation),
                message: context.localizer(message), success: status == .ok
            ).render(), status: status)
    }

    @Sendable func subscribePush(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: PushSubscriptionRequest.self, context: context)
        let subscription = try body.validated(id: services.ids(), userID: user.id, now: services.clock.now())
        try await PushSubscriptionRequest.checkReachable(subscription.endpoint, policy: services.outboundPolicy)
        try await services.notificationSettings.addDevice(subscription)
        return try .json(["id": subscription.id.description], status: .created)
    }

    @Sendable func unsubscribePush(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: PushSubscriptionRequest.self, context: context)
        try await services.notificationSettings.removeDevice(endpoint: body.endpoint ?? "", of: user)
        return Response(status: .noContent)
    }

    @Sendable func removePushDevice(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<PushSubscription>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        try await services.notificationSettings.removeDevice(id, of: user)
        return .redirect(to: .settings)
    }
}
