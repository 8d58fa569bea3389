import DomovCore
import Foundation
import Hummingbird
import NIOCore

/// Serves the OpenAPI 3.1 description of /api/v1, kept beside the code in Resources/openapi.json.
struct OpenAPIController {
    static let document: ByteBuffer = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return ByteBuffer(string: "{}") }
        return ByteBuffer(bytes: data)
    }()

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("openapi.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: Self.document))
        }
    }
}
