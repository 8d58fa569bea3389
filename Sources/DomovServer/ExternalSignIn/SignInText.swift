import DomovCore
import Foundation

/// Every string of signing in through external providers, in both languages.
enum SignInText: Sendable, Equatable {
    case signInWith(String), orContinueWith
    case providers, providersExplanation, noProviderLinked, linkedAs(String), linkProvider(String)
    case unlink, confirmUnlink(String), linked(String), unlinked
    case linkHeading(String), linkExplanation(provider: String, email: String), linkAndSignIn, noPasswordYet
    case failed, error(ExternalSignInError)

    var english: String {
        switch self {
        case .signInWith(let name): "Sign in with \(name)"
        case .orContinueWith: "Or continue with"
        case .providers: "Sign-in providers"
        case .providersExplanation: "Sign in to Domov with an account you already have elsewhere."
        case .noProviderLinked: "No provider is linked yet."
        case .linkedAs(let email): "linked as \(email)"
        case .linkProvider(let name): "Link \(name)"
        case .unlink: "Unlink"
        case .confirmUnlink(let name): "Unlink \(name)? You will no longer be able to sign in with it."
        case .linked(let name): "\(name) is now linked to your account."
        case .unlinked: "The provider was unlinked."
        case .linkHeading(let name): "Link \(name) to your account"
        case .linkExplanation(let provider, let email):
            """
            A Domov account with the address \(email) already exists. To make sure it is yours, enter its password once; from then on you \
            can sign in with \(provider).
            """
        case .linkAndSignIn: "Link and sign in"
        case .noPasswordYet:
            "This account has no password yet: it signs in through a provider. You can set a password below without the current one."
        case .failed: "Signing in did not work"
        case .error(let error): Self.english(error)
        }
    }

    var czech: String {
        switch self {
        case .signInWith(let name): "Přihlásit se přes \(name)"
        case .orContinueWith: "Nebo pokračujte přes"
        case .providers: "Přihlašovací služby"
        case .providersExplanation: "Přihlašujte se do Domova účtem, který už máte jinde."
        case .noProviderLinked: "Zatím není propojena žádná služba."
        case .linkedAs(let email): "propojeno jako \(email)"
        case .linkProvider(let name): "Propojit s \(name)"
        case .unlink: "Odpojit"
        case .confirmUnlink(let name): "Odpojit \(name)? Pak se přes tuto službu už nepřihlásíte."
        case .linked(let name): "Služba \(name) je propojena s vaším účtem."
        case .unlinked: "Služba byla odpojena."
        case .linkHeading(let name): "Propojit \(name) s vaším účtem"
        case .linkExplanation(let provider, let email):
            """
            Účet Domova s adresou \(email) už existuje. Abychom měli jistotu, že je váš, zadejte jednou jeho heslo; potom se budete \
            moci přihlašovat přes \(provider).
            """
        case .linkAndSignIn: "Propojit a přihlásit"
        case .noPasswordYet:
            "Tento účet zatím nemá heslo: přihlašuje se přes službu. Heslo si můžete nastavit níže i bez současného."
        case .failed: "Přihlášení se nepodařilo"
        case .error(let error): Self.czech(error)
        }
    }

    private static func english(_ error: ExternalSignInError) -> String {
        switch error {
        case .unknownProvider: "This sign-in provider is not set up on this server."
        case .providerRefused(let code) where code == "access_denied":
            "The provider did not allow the sign-in (access was denied). Nothing was changed."
        case .providerRefused(let code): "The provider refused the sign-in (\(code)). Nothing was changed."
        case .stateMismatch: "This sign-in link does not belong to this browser. Please start signing in again."
        case .stateExpired: "The sign-in took too long or was already used. Please start again."
        case .providerUnreachable: "The sign-in provider cannot be reached right now. Please try again later or sign in with your password."
        case .providerError: "The sign-in provider gave an answer Domov cannot use. Please try again later."
        case .invalidToken(let reason):
            "The provider's proof of identity did not pass Domov's checks (\(reason.rawValue)), so you were not signed in."
        case .emailNotVerified: "The provider did not confirm an email address, which a new Domov account needs."
        case .linkedToAnotherAccount: "This provider account is already linked to another Domov account."
        case .lastSignInMethod: "This is the only way to sign in to your account. Set a password first, then unlink it."
        }
    }

    private static func czech(_ error: ExternalSignInError) -> String {
        switch error {
        case .unknownProvider: "Tato přihlašovací služba na tomto serveru není nastavena."
        case .providerRefused(let code) where code == "access_denied":
            "Služba přihlášení nepovolila (přístup byl odepřen). Nic se nezměnilo."
        case .providerRefused(let code): "Služba přihlášení odmítla (\(code)). Nic se nezměnilo."
        case .stateMismatch: "Tento přihlašovací odkaz nepatří k tomuto prohlížeči. Začněte s přihlášením znovu."
        case .stateExpired: "Přihlášení trvalo příliš dlouho nebo už bylo použito. Začněte prosím znovu."
        case .providerUnreachable: "Přihlašovací služba je teď nedostupná. Zkuste to později, nebo se přihlaste heslem."
        case .providerError: "Přihlašovací služba odpověděla tak, že odpověď nelze použít. Zkuste to prosím později."
        case .invalidToken(let reason):
            "Doklad totožnosti od služby neprošel kontrolami Domova (\(reason.rawValue)), proto jste nebyli přihlášeni."
        case .emailNotVerified: "Služba nepotvrdila e-mailovou adresu, kterou nový účet v Domově potřebuje."
        case .linkedToAnotherAccount: "Tento účet u služby už je propojen s jiným účtem v Domově."
        case .lastSignInMethod: "Tohle je jediný způsob, jak se k účtu přihlásit. Nejdřív si nastavte heslo, pak službu odpojte."
        }
    }
}
