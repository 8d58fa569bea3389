@testable import DomovServer
import Foundation
import Hummingbird
import NIOCore
import Testing

/// The OpenAPI document (Resources/openapi.json) and the router describe the same API: every
/// route under /api/ is documented, and every documented operation has a route. Parameter
/// names may differ; their places may not.
@Suite("OpenAPI document and router")
struct OpenAPIRouteTests {
    @Test func everyAPIRouteIsDocumented() async throws {
        let undocumented = try await Self.routed().subtracting(try Self.documented())
        #expect(undocumented.isEmpty, "routes the OpenAPI document leaves out: \(undocumented.sorted())")
    }

    @Test func everyDocumentedOperationHasARoute() async throws {
        let documented = try Self.documented()
        #expect(documented.count > 50, "the document was read: \(documented.count) operations")
        let unrouted = documented.subtracting(try await Self.routed())
        #expect(unrouted.isEmpty, "documented operations no route answers: \(unrouted.sorted())")
    }

    /// "GET /api/v1/households/{}" for each route under /api/.
    static func routed() async throws -> Set<String> {
        let table = try await RouteTable.ofTheApplication()
        return Set(table.routes.map { "\($0.method) \($0.path)" }.filter { $0.contains(" /api/") }.map(anonymous))
    }

    /// The same for each operation in the document, under its server's base path.
    static func documented() throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(OpenAPIController.document.readableBytesView))
        let document = try #require(json as? [String: Any])
        let servers = try #require(document["servers"] as? [[String: Any]])
        let base = try #require(servers.first?["url"] as? String)
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
        return Set(
            paths.flatMap { path, item in
                item.keys.filter(methods.contains).map { anonymous("\($0.uppercased()) \(base)\(path)") }
            })
    }

    /// Parameters as `{}`: the router names them after its handlers, the document after its readers.
    static func anonymous(_ operation: String) -> String {
        operation.replacing(/\{[^}\/]*\}/, with: "{}")
    }
}
