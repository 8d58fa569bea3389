import Foundation
import DomovCore
import DomovOutbound
import Hummingbird

private typealias Field = SettingsPage.Field

/// The signed-in user's settings pages and forms.
struct SettingsController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get(SiteURL.Route.settings, use: show)
        signedIn.post(SiteURL.Route.settingsPreferences, use: savePreferences)
        signedIn.post(SiteURL.Route.settingsProfile, use: saveProfile)
        signedIn.post(SiteURL.Route.settingsPassword, use: changePassword)
        signedIn.post(SiteURL.Route.settingsAppPasswords, use: createAppPassword)
        signedIn.post(SiteURL.Route.settingsAppPasswordRevoke, use: revokeAppPassword)
        signedIn.post(SiteURL.Route.settingsCalendarProfile, use: downloadCalendarProfile)
        signedIn.post(SiteURL.Route.settingsDeleteAccount, use: deleteAccount)
        addNotificationRoutes(to: router)
    }

    @Sendable func show(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        var page = try await page(request, context)
        page.notice = request.uri.queryParameters["saved"] != nil ? .saved : nil
        if let linked = request.uri.queryParameters["linked"], let provider = services.signIn.provider(String(linked)) {
            page.notice = .signIn(.linked(provider.displayName))
        }
        if request.uri.queryParameters["unlinked"] != nil { page.notice = .signIn(.unlinked) }
        return .html(page.render())
    }

    @Sendable func savePreferences(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        return try await handle(request, context, form: "preferences-form") {
            try await services.accounts.updatePreferences(
                user: user, language: form[Field.language], appearance: form[Field.appearance], timeZone: form[Field.timeZone],
                firstWeekday: form[Field.firstWeekday]
            )
        }
    }

    @Sendable func saveProfile(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        return try await handle(request, context, form: "profile-form") {
            try await services.accounts.updateProfile(user: user, displayName: form[Field.displayName], nickname: form[Field.nickname])
        }
    }

    @Sendable func changePassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        var keep: SecretToken?
        if case .session(let token) = context.credential { keep = token }
        return try await handle(request, context, form: "password-form") { [keep] in
            try await services.accounts.changePassword(
                user: user, current: form[Field.currentPassword], new: form[Field.newPassword],
                confirmation: form[Field.confirmPassword], keeping: keep
            )
        }
    }

    @Sendable func createAppPassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        do {
            let (record, token) = try await services.accounts.createAppPassword(user: user, name: context.form[Field.name])
            var page = try await page(request, context)
            page.newAppPassword = (record.name, token.value)
            return .html(page.render(), status: .created)
        } catch let failure as ValidationFailure {
            return try await rerender(request, context, failure, form: "app-password-form")
        }
    }

    @Sendable func revokeAppPassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let id = ID<AppPassword>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        try await services.accounts.revokeAppPassword(user: context.user, id: id)
        return .redirect(to: .settings)
    }

    @Sendable func deleteAccount(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        do {
            try await services.accounts.deleteAccount(user: user, password: context.form[Field.password])
        } catch let failure as ValidationFailure {
            return try await rerender(request, context, failure, form: "delete-account-form")
        }
        var response = Response.redirect(toPath: SiteURL.logIn().path + "?notice=deleted")
        response.setCookie(services.cookies.clearedSession())
        return response
    }

    /// Runs a change; success goes back to the page with a "saved" note, a validation failure
    /// re-renders it with the problems next to their fields, in `form` (the one that was sent).
    func handle(_ request: Request, _ context: SignedInRequestContext, form: String, _ change: () async throws -> Void) async throws
        -> Response
    {
        do {
            try await change()
            return .redirect(toPath: SiteURL.settings.path + "?saved=1")
        } catch let failure as ValidationFailure {
            return try await rerender(request, context, failure, form: form)
        }
    }

    func page(_ request: Request, _ context: SignedInRequestContext) async throws -> SettingsPage {
        let user = context.user
        let notificationSettings = services.notificationSettings
        let notifications = NotificationSettingsSection(
            settings: try await notificationSettings.settings(for: user),
            devices: try await notificationSettings.devices(of: user),
            mailConfigured: try await notificationSettings.mailConfigured(),
            vapidPublicKey: try await services.vapid.keys().applicationServerKey
        )
        var page = SettingsPage(
            chrome: services.chrome(context, section: .settings), user: user,
            appPasswords: try await services.accounts.appPasswords(of: user), notifications: notifications,
            calendarSetup: services.calendarSetup(request, context, user: user, onSettingsPage: true)
        )
        page.signIn = SignInSettingsSection(
            providers: services.signIn.providers, linked: try await services.signIn.service.linkedIdentities(of: user),
            hasPassword: try await services.signIn.service.hasPassword(user)
        )
        return page
    }

    func rerender(_ request: Request, _ context: SignedInRequestContext, _ failure: ValidationFailure, form: String) async throws
        -> Response
    {
        var page = try await page(request, context)
        page.values = context.form
        page.failure = failure
        page.failedForm = form
        return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
    }
}
