import Foundation
import DomovCore
import Hummingbird

/// The start page.
struct HomeController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get(SiteURL.Route.home, use: home)
    }

    @Sendable func home(_ request: Request, context: DomovRequestContext) async throws -> Response {
        guard let user = context.user else { return .redirect(to: .logIn()) }
        let memberships = try await services.caches.memberships.value(for: user.id) {
            try await services.households.memberships(for: user)
        }
        let chrome = services.chrome(context, section: .home)
        // A member of a household is shown its day; someone without one, how to start.
        guard !memberships.isEmpty, let household = context.currentHousehold else {
            return .html(HomePage(chrome: chrome, user: user, memberships: memberships).render())
        }
        return try await today(request, household: household, user: user, chrome: chrome)
    }
}
