import Foundation
import DomovCore
import DomovStorage
import Hummingbird
import NIOCore
import Prometheus

/// Liveness, readiness and metrics for whoever runs Domov.
struct HealthController {
    let database: DomovDatabase
    let metrics: PrometheusCollectorRegistry

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("healthz") { _, _ in "ok" }
        router.get("readyz") { _, _ in
            guard await database.isReachable() else {
                return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "database unreachable")))
            }
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "ready")))
        }
        router.get("metrics") { _, _ in
            var buffer: [UInt8] = []
            metrics.emit(into: &buffer)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: .init(byteBuffer: ByteBuffer(bytes: buffer))
            )
        }
    }
}
