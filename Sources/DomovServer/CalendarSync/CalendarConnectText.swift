import DomovCore
import Foundation

/// Every string of connecting a calendar account through an OAuth provider, in both languages.
enum CalendarConnectText: Sendable, Equatable {
    case connect(String), connectExplanation(String), accountLabel(email: String, provider: String)
    case failed, error(CalendarConnectFailure)

    var english: String {
        switch self {
        case .connect(let name): "Connect \(name) Calendar"
        case .connectExplanation(let name):
            "Sign in with \(name) and allow Domov to see and edit your calendars; no password is kept, only a revocable permission."
        case .accountLabel(let email, let provider): "\(email) (\(provider))"
        case .failed: "Connecting the calendar did not work"
        case .error(let failure): Self.english(failure)
        }
    }

    var czech: String {
        switch self {
        case .connect(let name): "Připojit Kalendář \(name)"
        case .connectExplanation(let name):
            """
            Přihlaste se přes \(name) a povolte Domovu vidět a upravovat vaše kalendáře; neuchovává se žádné heslo, jen \
            oprávnění, které lze odvolat.
            """
        case .accountLabel(let email, let provider): "\(email) (\(provider))"
        case .failed: "Kalendář se nepodařilo připojit"
        case .error(let failure): Self.czech(failure)
        }
    }

    private static func english(_ failure: CalendarConnectFailure) -> String {
        switch failure {
        case .denied: "Access to the calendar was not allowed (consent was denied). Nothing was saved."
        case .refused(let code): "The provider refused the connection (\(code)). Nothing was saved."
        case .stateMismatch:
            "This link does not belong to your session. Start again with “Connect” on the Calendars tab. Nothing was saved."
        case .stateExpired: "Connecting took too long or this link was already used. Please start again. Nothing was saved."
        case .providerUnreachable: "The provider cannot be reached right now. Please try again later. Nothing was saved."
        case .tokenRefused: "The provider did not give Domov access to the calendar (its token endpoint refused). Nothing was saved."
        case .noRefreshToken:
            """
            The provider gave Domov access for a moment only (no refresh token), which is not enough to keep the calendar in sync. Remove \
            Domov from your account's connected apps and connect again. Nothing was saved.
            """
        case .server: "The calendar server did not accept the connection, so nothing was saved:"
        case .tooMany(let maximum): "You already have \(maximum) calendar accounts, as many as Domov allows. Nothing was saved."
        }
    }

    private static func czech(_ failure: CalendarConnectFailure) -> String {
        switch failure {
        case .denied: "Přístup ke kalendáři nebyl povolen (souhlas byl odepřen). Nic se neuložilo."
        case .refused(let code): "Služba připojení odmítla (\(code)). Nic se neuložilo."
        case .stateMismatch:
            """
            Tento odkaz nepatří k vašemu přihlášení. Začněte znovu tlačítkem „Připojit“ na kartě Kalendáře. Nic se \
            neuložilo.
            """
        case .stateExpired: "Připojování trvalo příliš dlouho nebo už byl odkaz použit. Začněte prosím znovu. Nic se neuložilo."
        case .providerUnreachable: "Služba je teď nedostupná. Zkuste to prosím později. Nic se neuložilo."
        case .tokenRefused: "Služba Domovu přístup ke kalendáři nedala (odmítla vydat token). Nic se neuložilo."
        case .noRefreshToken:
            """
            Služba dala Domovu přístup jen na chvíli (bez obnovovacího tokenu), a to na synchronizaci nestačí. Odeberte Domov z \
            propojených aplikací svého účtu a připojte ho znovu. Nic se neuložilo.
            """
        case .server: "Kalendářový server připojení nepřijal, proto se nic neuložilo:"
        case .tooMany(let maximum): "Už máte \(maximum) kalendářových účtů, víc Domov nedovolí. Nic se neuložilo."
        }
    }
}

/// Why connecting a calendar account did not work; each has its own message, none is a 500.
enum CalendarConnectFailure: Error, Sendable, Equatable {
    /// The user said no on the provider's consent page (`access_denied`).
    case denied
    /// Another error code in the provider's redirect back.
    case refused(String)
    /// The callback's state is not this session's flow.
    case stateMismatch
    /// The flow expired, or was already used.
    case stateExpired
    case providerUnreachable
    /// The token endpoint refused the code, or its answer failed a check.
    case tokenRefused
    /// The provider gave no refresh token: the sync could run for an hour only.
    case noRefreshToken
    /// The calendar server refused the access token or has no calendars.
    case server(ExternalCalendarProblem)
    case tooMany(Int)

    init(_ error: ExternalSignInError) {
        switch error {
        case .providerRefused(let code): self = code == "access_denied" ? .denied : .refused(code)
        case .stateMismatch: self = .stateMismatch
        case .stateExpired: self = .stateExpired
        case .providerUnreachable: self = .providerUnreachable
        case .unknownProvider, .providerError, .invalidToken, .emailNotVerified, .linkedToAnotherAccount, .lastSignInMethod:
            self = .tokenRefused
        }
    }
}
