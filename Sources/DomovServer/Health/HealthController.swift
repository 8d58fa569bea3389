import Foundation
import DomovCore
import DomovStorage
import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus

/// Liveness, readiness and metrics for whoever runs Domov.
struct HealthController {
    let database: DomovDatabase
    let metrics: PrometheusCollectorRegistry
    /// With a token, /metrics answers whoever sends it; without, loopback connections only.
    /// The figures (request counts by route, job timings) tell an outsider how the server is
    /// used, so they are not for everyone.
    var metricsToken: String?
    var trustProxy = false

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("healthz") { _, _ in "ok" }
        router.get("readyz") { _, _ in
            guard await database.isReachable() else {
                return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "database unreachable")))
            }
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "ready")))
        }
        router.get("metrics") { request, context in
            if let metricsToken {
                let sent = request.headers[.authorization].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil } ?? ""
                guard CSRFMiddleware.constantTimeEquals(sent, metricsToken) else {
                    return Response(status: .unauthorized, headers: [.wwwAuthenticate: "Bearer realm=\"Domov metrics\""])
                }
            } else if !Self.isLoopback(context.peerAddress) || (trustProxy && request.headers[.xForwardedFor] != nil) {
                // A reverse proxy on this machine connects from loopback for everyone it
                // forwards; with trust-proxy on, a forwarded request is from outside.
                return Response(status: .forbidden)
            }
            var buffer: [UInt8] = []
            metrics.emit(into: &buffer)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(bytes: buffer))
            )
        }
    }

    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }
}
