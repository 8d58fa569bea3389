import Foundation
import DomovStorage
import DomovCore
import Hummingbird

struct AdminController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("admin", use: show)
        router.post("admin/settings", use: save)
    }

    @Sendable func show(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let user = try context.requireUser()
        // Pages that exist only for admins are hidden from everyone else.
        guard user.isAdmin else { throw DomainError.notFound }
        return .html(AdminPage(
            chrome: services.chrome(context, section: .admin),
            settings: try await services.storage.siteSettings.load(),
            userCount: try await services.storage.accounts.count()
        ).render())
    }

    @Sendable func save(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let user = try context.requireUser()
        guard user.isAdmin else { throw DomainError.notFound }
        try await services.accounts.setOpenSignUp(by: user, open: context.form["open_sign_up"] == "on")
        return .redirect(to: .admin)
    }
}
