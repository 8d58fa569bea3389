/// Server-wide settings that the admin changes in the browser.
public struct SiteSettings: Sendable, Equatable {
    /// When false, new accounts come only through household invitations or the CLI.
    public var openSignUp: Bool

    public init(openSignUp: Bool = true) {
        self.openSignUp = openSignUp
    }
}
