import DomovCore
import Foundation
import Hummingbird

/// The Apple configuration profile: a POST (it makes a secret, so never a GET a link or a
/// prefetch could trigger), answered with the file and nothing kept of it but the new app
/// password, which the person can revoke in Settings like any other.
extension SettingsController {
    @Sendable func downloadCalendarProfile(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let t = context.localizer
        let name = t(
            .calendarSetup(.profilePasswordName(date: CalendarSetupSection.day(services.clock.now(), in: user.preferences.timeZone))))
        let siteAddress = services.siteAddress(requestHost: request.head.authority)
        // The address comes from the configuration or the Host header; one that is no URL
        // gets a page saying so rather than a profile that cannot work.
        guard URL(string: siteAddress)?.host != nil else { throw HTTPError(.badRequest) }
        let (_, token) = try await services.accounts.createAppPassword(user: user, name: name)
        guard
            let profile = AppleCalendarProfile(
                siteAddress: siteAddress, user: user, password: token.value,
                accountDescription: t(.calendarSetup(.accountDescription)), displayName: t(.calendarSetup(.profileDisplayName))
            )
        else { throw HTTPError(.badRequest) }
        return Response(
            status: .ok,
            headers: [
                .contentType: AppleCalendarProfile.contentType,
                .contentDisposition: "attachment; filename=\(AppleCalendarProfile.fileName)",
                // It holds a password: no cache may keep it.
                .cacheControl: "no-store",
            ],
            body: .init(byteBuffer: .init(string: profile.propertyList))
        )
    }
}

extension DomovServices {
    /// The CalDAV setup section for the signed-in person, at the address this request used.
    func calendarSetup(_ request: Request, _ context: some DomovContext, user: User, onSettingsPage: Bool) -> CalendarSetupSection {
        CalendarSetupSection(
            t: context.localizer, csrfToken: context.csrfToken, siteAddress: siteAddress(requestHost: request.head.authority),
            email: user.email, today: CalendarSetupSection.day(clock.now(), in: user.preferences.timeZone), onSettingsPage: onSettingsPage
        )
    }
}
