import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import Logging

extension TestApp {
    /// The application's services over this app's storage and frozen clock, built as `serve`
    /// builds them. `mailCertificateAuthorities` lets them trust the SMTP sink's own CA.
    func services(mailCertificateAuthorities: String? = nil) -> DomovServices {
        let dependencies = AppDependencies(
            storage: storage, clock: clock.wallClock, ids: ids, logger: TestLogger.make("dispatch-test"),
            mailCertificateAuthorities: mailCertificateAuthorities
        )
        return makeServices(config: config, dependencies: dependencies)
    }

    /// The notification dispatcher, as `serve` runs it.
    func dispatcher(mailCertificateAuthorities: String? = nil) -> NotificationDispatchJob {
        NotificationDispatchJob.make(
            services: services(mailCertificateAuthorities: mailCertificateAuthorities), logger: TestLogger.make("dispatch-test"))
    }
}
