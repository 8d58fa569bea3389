import Hummingbird

/// A route-name enum: each case carries one route's path pattern, written once. The router
/// registers the pattern and links are made by filling it in, so a link and the route that
/// answers it cannot drift apart.
protocol RoutePattern: RawRepresentable<String>, CaseIterable, Sendable {}

extension RoutePattern {
    var routerPath: RouterPath { RouterPath(rawValue) }

    /// The pattern with its parameters (`:name`, and a `**` for the rest of the path) filled
    /// in order by the values; a query, if any, is the caller's to append.
    ///
    /// Filled in one pass, copying the text between parameters, without splitting the pattern
    /// into segments: a planner page makes hundreds of item links, and splitting made a link
    /// cost about three times what an interpolated string does (filling: about one and a half).
    func path(_ values: any CustomStringConvertible...) -> String {
        var values = values.makeIterator()
        let pattern = rawValue.utf8
        var path = ""
        var literal = pattern.startIndex
        // ":", "*" and "/" are ASCII, so these UTF-8 positions are also the string's.
        while let parameter = pattern[literal...].firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "*") }) {
            path += rawValue[literal..<parameter]
            path += values.next().map(String.init(describing:)) ?? ""
            literal = pattern[parameter...].firstIndex(of: UInt8(ascii: "/")) ?? pattern.endIndex
        }
        path += rawValue[literal...]
        assert(values.next() == nil, "more values than \(rawValue) has parameters")
        return path
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
