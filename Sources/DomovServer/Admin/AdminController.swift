import Foundation
import DomovCore
import DomovOutbound
import Hummingbird

struct AdminController {
    let services: DomovServices

    static let deliveryLogLength = 50

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get(SiteURL.Route.admin, use: show)
        signedIn.post(SiteURL.Route.adminSettings, use: save)
        signedIn.post(SiteURL.Route.adminMailServer, use: saveMailServer)
        signedIn.post(SiteURL.Route.adminTestEmail, use: sendTestEmail)
    }

    @Sendable func show(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        var page = try await page(context)
        page.notice = request.uri.queryParameters["saved"] != nil ? .saved : nil
        return .html(page.render())
    }

    @Sendable func save(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = try requireAdmin(context)
        try await services.accounts.setOpenSignUp(by: user, open: context.form[AdminPage.Field.openSignUp] == "on")
        return .redirect(to: .admin)
    }

    @Sendable func saveMailServer(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = try requireAdmin(context)
        let admin = services.admin
        do {
            let stored = try await admin.mailServer(by: user)
            try await admin.saveMailServer(try MailServerForm.settings(from: context.form, stored: stored), by: user)
            return .redirect(toPath: SiteURL.admin.path + "?saved=1")
        } catch let failure as ValidationFailure {
            var page = try await page(context)
            page.values = context.form
            page.failure = failure
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    /// Sends to the admin's own address at once and shows the mail server's answer if it failed,
    /// which is what an admin needs to fix the settings.
    @Sendable func sendTestEmail(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = try requireAdmin(context)
        var page = try await page(context)
        let messages = DeliveryMessages(user: user, baseURL: services.siteAddress(requestHost: request.head.authority))
        do {
            let to = try MailerError.recipient(user)
            let now = services.clock.now()
            try await services.mailer.send { from in messages.testEmail(from: from, to: to, now: now) }
            page.notice = .testEmailSent(user.email)
        } catch let error as MailerError {
            page.alert = error.alert
        }
        return .html(page.render())
    }

    /// Pages that exist only for admins are hidden from everyone else.
    private func requireAdmin(_ context: SignedInRequestContext) throws -> User {
        let user = context.user
        guard user.isAdmin else { throw DomainError.notFound }
        return user
    }

    private func page(_ context: SignedInRequestContext) async throws -> AdminPage {
        let user = try requireAdmin(context)
        let admin = services.admin
        return AdminPage(
            chrome: services.chrome(context, section: .admin),
            settings: try await admin.siteSettings(by: user),
            userCount: try await admin.userCount(by: user),
            mailServer: try await admin.mailServer(by: user),
            failures: try await admin.recentFailures(limit: Self.deliveryLogLength, by: user)
        )
    }
}
