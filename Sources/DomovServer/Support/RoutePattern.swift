import Hummingbird

/// A route-name enum: each case carries one route's path pattern, written once. The router
/// registers the pattern and links are made by filling it in, so a link and the route that
/// answers it cannot drift apart.
protocol RoutePattern: RawRepresentable<String>, CaseIterable, Sendable {}

extension RoutePattern {
    var routerPath: RouterPath { RouterPath(rawValue) }

    /// The pattern with its parameters (`:name`, and a `**` for the rest of the path) filled
    /// in order by the values; a query, if any, is the caller's to append.
    func path(_ values: any CustomStringConvertible...) -> String {
        var values = values.makeIterator()
        let segments = rawValue.split(separator: "/").map { segment in
            segment.first == ":" || segment == "**" ? values.next().map(String.init(describing:)) ?? "" : String(segment)
        }
        assert(values.next() == nil, "more values than \(rawValue) has parameters")
        return "/" + segments.joined(separator: "/")
    }
}

extension RouterMethods {
    @discardableResult func get(
        _ route: some RoutePattern, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(route.routerPath, method: .get, use: handler)
    }

    @discardableResult func head(
        _ route: some RoutePattern, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(route.routerPath, method: .head, use: handler)
    }

    @discardableResult func post(
        _ route: some RoutePattern, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(route.routerPath, method: .post, use: handler)
    }
}
