@testable import DomovServer
import DomovTesting
import HTTPTypes
import Hummingbird

/// The routes the application registers, read from Hummingbird's own list (`Router.routes`)
/// instead of found by sending requests: a check over it needs no data and misses no route.
struct RouteTable {
    let routes: [Router<DomovRequestContext>.RouteDescription]

    /// The router built exactly as the application builds it, over a fresh test database.
    static func ofTheApplication() async throws -> RouteTable {
        let environment = try await TestApp.make()
        do {
            let dependencies = AppDependencies(
                storage: environment.storage, clock: environment.clock.wallClock, ids: environment.ids, runsBackgroundJobs: false
            )
            let router = try buildRouter(
                services: makeServices(config: environment.config, dependencies: dependencies), dependencies: dependencies)
            await environment.close()
            return RouteTable(routes: router.routes)
        } catch {
            await environment.close()
            throw error
        }
    }

    /// Whether a request for the path (its query aside) reaches a handler for the method: the
    /// path resolves to the most specific registered route, as Hummingbird's trie resolves it,
    /// and that route answers the method (a route for another method would answer 405).
    func handles(_ method: HTTPRequest.Method, _ path: String) -> Bool {
        let segments = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "/", omittingEmptySubsequences: true)
        let matching = routes.filter { Self.matches($0.path, segments) }
        guard let resolved = matching.max(by: { Self.rank($0.path).lexicographicallyPrecedes(Self.rank($1.path)) }) else {
            return false
        }
        return matching.contains { $0.path == resolved.path && $0.method == method }
    }

    private static func matches(_ route: RouterPath, _ segments: [Substring]) -> Bool {
        var rest = segments[...]
        for element in route.components {
            if element.description == "**" { return !rest.isEmpty }
            guard let segment = rest.popFirst(), element ~= segment else { return false }
        }
        return rest.isEmpty
    }

    /// Hummingbird's order of preference for one path component: a constant, then a capture
    /// with a constant prefix or suffix, a wildcard with one, a plain capture, `*`, and `**` last.
    private static func rank(_ route: RouterPath) -> [Int] {
        route.components.map { element in
            let text = element.description
            if element == text { return 5 }
            if text == "**" { return 0 }
            if text == "*" { return 1 }
            if text.first == "{", text.firstIndex(of: "}") == text.index(before: text.endIndex) { return 2 }
            return text.contains("{") ? 4 : 3
        }
    }
}
