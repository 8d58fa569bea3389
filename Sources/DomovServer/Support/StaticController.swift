import Foundation
import DomovCore
import Hummingbird

/// Serves the front-end files. The manifest and service worker live at the root because a
/// service worker only controls pages below its own path.
struct StaticController {
    let assets: StaticAssets

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get(SiteURL.Route.staticFile) { request, context in
            let path = "/" + context.parameters.getCatchAll().joined(separator: "/")
            guard let response = assets.response(for: path, request: request, cacheControl: StaticAssets.shortCacheControl) else {
                throw HTTPError(.notFound)
            }
            return response
        }
        router.get(SiteURL.Route.manifest) { request, _ in
            try file("/manifest.webmanifest", request)
        }
        router.get(SiteURL.Route.serviceWorker) { request, _ in
            // Never cached by HTTP, so a new service worker reaches every device on its next visit.
            try file("/sw.js", request, cacheControl: "no-cache")
        }
    }

    private func file(_ path: String, _ request: Request, cacheControl: String = StaticAssets.shortCacheControl) throws -> Response {
        guard let response = assets.response(for: path, request: request, cacheControl: cacheControl) else {
            throw HTTPError(.notFound)
        }
        return response
    }
}
