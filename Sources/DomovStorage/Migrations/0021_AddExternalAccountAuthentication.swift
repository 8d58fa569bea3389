extension Migration {
    /// How Domov signs in to an external calendar account: "password" (HTTP Basic, the accounts
    /// made so far) or "oauth:<provider>", whose `sealed_password` then holds the sealed refresh
    /// token.
    static let addExternalAccountAuthentication = Migration(version: 21, name: "add external account authentication") { _ in
        [
            "ALTER TABLE external_calendar_accounts ADD COLUMN authentication TEXT NOT NULL DEFAULT 'password'"
        ]
    }
}
