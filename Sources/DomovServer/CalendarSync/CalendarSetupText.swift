import Foundation

/// The calendar apps a person is most likely to connect, each with its own steps.
enum CalendarSetupApp: String, CaseIterable, Sendable {
    case iPhoneAndIPad = "ios", mac, android, thunderbird, outlook, googleCalendar = "google"
}

/// Every string of connecting a calendar app to Domov over CalDAV (the planner's Calendar
/// apps tab and Settings show the same section), in both languages. Steps are one line each.
enum CalendarSetupText: Sendable, Equatable {
    case heading, intro, serverAddress, userName, userNameIsEmail(String), password
    case passwordIsAppPassword(onThisPage: Bool), makeAppPassword
    case qrLabel, qrHint
    case profileHeading, profileExplanation(passwordName: String), downloadProfile
    case profilePasswordName(date: String), profileDisplayName, accountDescription
    case stepByStep, appName(CalendarSetupApp), steps(CalendarSetupApp)

    var english: String {
        switch self {
        case .heading: "Connect a calendar app"
        case .intro:
            """
            Apps that speak CalDAV show and edit the planner itself: each household you belong to is a calendar, and its to-dos go to \
            Reminders or your tasks app. Sign in with:
            """
        case .serverAddress: "Server address"
        case .userName: "User name"
        case .userNameIsEmail(let email): "\(email) (the email address of your Domov account)"
        case .password: "Password"
        case .passwordIsAppPassword(let here):
            here
                ? "An app password, made under App passwords on this page: one per app, never your own password."
                : "An app password, made under App passwords in Settings: one per app, never your own password."
        case .makeAppPassword: "Make an app password"
        case .qrLabel: "QR code of the server address"
        case .qrHint: "On a phone, scan this with the camera to open or copy the address instead of typing it."
        case .profileHeading: "iPhone, iPad and Mac in one step"
        case .profileExplanation(let name):
            """
            Download a configuration profile that adds the calendar account with a new app password of its own, named “\(name)”. \
            Download it on the device itself (or AirDrop it there), then install it: on iPhone and iPad in Settings, Profile Downloaded; \
            on a Mac in System Settings, General, Device Management. Revoke that app password to disconnect the device.
            """
        case .downloadProfile: "Download the profile"
        case .profilePasswordName(let date): "Apple profile \(date)"
        case .profileDisplayName: "Domov calendars"
        case .accountDescription: "Domov"
        case .stepByStep: "Step by step, app by app"
        case .appName(let app): Self.englishName(app)
        case .steps(let app): Self.englishSteps(app)
        }
    }

    var czech: String {
        switch self {
        case .heading: "Připojení kalendářové aplikace"
        case .intro:
            """
            Aplikace, které umí CalDAV, zobrazují a upravují přímo plánovač: každá vaše domácnost je jeden kalendář a její \
            úkoly se objeví v Připomínkách nebo ve vaší aplikaci na úkoly. Přihlaste se takto:
            """
        case .serverAddress: "Adresa serveru"
        case .userName: "Uživatelské jméno"
        case .userNameIsEmail(let email): "\(email) (e-mailová adresa vašeho účtu v Domově)"
        case .password: "Heslo"
        case .passwordIsAppPassword(let here):
            here
                ? """
                Heslo aplikace, vytvořené v části Hesla aplikací na této stránce: pro každou aplikaci jiné, nikdy ne vaše \
                vlastní heslo.
                """
                : """
                Heslo aplikace, vytvořené v Nastavení v části Hesla aplikací: pro každou aplikaci jiné, nikdy ne vaše \
                vlastní heslo.
                """
        case .makeAppPassword: "Vytvořit heslo aplikace"
        case .qrLabel: "QR kód adresy serveru"
        case .qrHint: "V telefonu ho naskenujte fotoaparátem a adresu otevřete nebo zkopírujte, místo abyste ji opisovali."
        case .profileHeading: "iPhone, iPad a Mac jedním krokem"
        case .profileExplanation(let name):
            """
            Stáhněte si konfigurační profil, který přidá kalendářový účet s vlastním novým heslem aplikace s názvem \
            „\(name)“. Stáhněte ho přímo v zařízení (nebo ho tam pošlete přes AirDrop) a nainstalujte: v iPhonu a iPadu v \
            Nastavení, Stažený profil; v Macu v Nastavení systému, Obecné, Správa zařízení. Zařízení odpojíte zrušením \
            toho hesla aplikace.
            """
        case .downloadProfile: "Stáhnout profil"
        case .profilePasswordName(let date): "Profil Apple \(date)"
        case .profileDisplayName: "Kalendáře Domova"
        case .accountDescription: "Domov"
        case .stepByStep: "Krok za krokem pro jednotlivé aplikace"
        case .appName(let app): Self.czechName(app)
        case .steps(let app): Self.czechSteps(app)
        }
    }

    private static func englishName(_ app: CalendarSetupApp) -> String {
        switch app {
        case .iPhoneAndIPad: "iPhone and iPad"
        case .mac: "Mac"
        case .android: "Android (DAVx⁵)"
        case .thunderbird: "Thunderbird"
        case .outlook: "Outlook"
        case .googleCalendar: "Google Calendar"
        }
    }

    private static func czechName(_ app: CalendarSetupApp) -> String {
        switch app {
        case .iPhoneAndIPad: "iPhone a iPad"
        case .mac: "Mac"
        case .android: "Android (DAVx⁵)"
        case .thunderbird: "Thunderbird"
        case .outlook: "Outlook"
        case .googleCalendar: "Kalendář Google"
        }
    }

    private static func englishSteps(_ app: CalendarSetupApp) -> String {
        switch app {
        case .iPhoneAndIPad:
            """
            Make an app password (or download the profile above, which does all of this for you).
            Open Settings, Calendar (on iOS 18: Apps, Calendar), Calendar Accounts, Add Account, Other, Add CalDAV Account.
            Server: the server address above. User Name: your email. Password: the app password. Description: Domov. Tap Next.
            Keep Calendars and Reminders on and tap Save. The households’ calendars appear in Calendar, their to-dos in Reminders.
            """
        case .mac:
            """
            Make an app password (or download the profile above and open it).
            In Calendar, choose Calendar, Settings, Accounts, then + and Other CalDAV Account.
            Account Type: Manual. User Name: your email. Password: the app password. Server Address: the server address above. Click Sign \
            In.
            """
        case .android:
            """
            Install DAVx⁵ (from F-Droid or Google Play) and make an app password.
            In DAVx⁵ tap +, then Login with URL and user name.
            Base URL: the server address above. User name: your email. Password: the app password. Tap Login, then Create account.
            Tick the calendars to sync: they appear in your phone’s calendar app. For to-dos, install tasks.org or jtx Board and tick \
            the task lists too.
            """
        case .thunderbird:
            """
            Make an app password.
            In the calendar, choose New Calendar (the + beside Calendars), then On the Network.
            Username: your email. Location: the server address above. Click Find Calendars and give the app password when asked.
            Tick the households’ calendars and click Subscribe.
            """
        case .outlook:
            """
            Outlook does not speak CalDAV by itself. In classic Outlook for Windows, a CalDAV add-on (such as CalDav Synchronizer) \
            connects with the server address, your email and an app password.
            The new Outlook and Outlook on the web cannot: subscribe to the planner’s calendar address instead (Planner, Calendar apps, \
            then in Outlook Add calendar, Subscribe from web). It is read-only.
            """
        case .googleCalendar:
            """
            Google Calendar cannot connect to other CalDAV servers: subscribe to the planner’s calendar address instead (Planner, \
            Calendar apps).
            In Google Calendar on a computer, choose Other calendars, +, From URL, and paste the address. It is read-only, and Google \
            refreshes it every few hours.
            """
        }
    }

    private static func czechSteps(_ app: CalendarSetupApp) -> String {
        switch app {
        case .iPhoneAndIPad:
            """
            Vytvořte heslo aplikace (nebo si stáhněte profil výše, který to vše udělá za vás).
            Otevřete Nastavení, Kalendář (v iOS 18: Aplikace, Kalendář), Účty kalendáře, Přidat účet, Jiný, Přidat účet \
            CalDAV.
            Server: adresa serveru výše. Uživatel: váš e-mail. Heslo: heslo aplikace. Popis: Domov. Klepněte na Další.
            Nechte zapnuté Kalendáře i Připomínky a klepněte na Uložit. Kalendáře domácností se objeví v Kalendáři, jejich \
            úkoly v Připomínkách.
            """
        case .mac:
            """
            Vytvořte heslo aplikace (nebo si stáhněte profil výše a otevřete ho).
            V Kalendáři zvolte Kalendář, Nastavení, Účty, pak + a Jiný účet CalDAV.
            Typ účtu: Ručně. Uživatelské jméno: váš e-mail. Heslo: heslo aplikace. Adresa serveru: adresa serveru výše. \
            Klikněte na Přihlásit se.
            """
        case .android:
            """
            Nainstalujte DAVx⁵ (z F-Droidu nebo Google Play) a vytvořte heslo aplikace.
            V DAVx⁵ klepněte na + a zvolte Přihlášení pomocí URL a uživatelského jména.
            Základní URL: adresa serveru výše. Uživatelské jméno: váš e-mail. Heslo: heslo aplikace. Klepněte na Přihlásit a \
            pak Vytvořit účet.
            Zaškrtněte kalendáře k synchronizaci: objeví se v kalendáři telefonu. Pro úkoly nainstalujte tasks.org nebo jtx Board \
            a zaškrtněte i seznamy úkolů.
            """
        case .thunderbird:
            """
            Vytvořte heslo aplikace.
            V kalendáři zvolte Nový kalendář (+ vedle Kalendáře) a pak V síti.
            Uživatelské jméno: váš e-mail. Umístění: adresa serveru výše. Klikněte na Najít kalendáře a na výzvu zadejte \
            heslo aplikace.
            Zaškrtněte kalendáře domácností a klikněte na Odebírat.
            """
        case .outlook:
            """
            Outlook sám CalDAV neumí. V klasickém Outlooku pro Windows se připojíte doplňkem pro CalDAV (například CalDav \
            Synchronizer) s adresou serveru, vaším e-mailem a heslem aplikace.
            Nový Outlook a Outlook na webu to nedokážou: přihlaste se místo toho k odběru adresy kalendáře plánovače \
            (Plánovač, Kalendářové aplikace; v Outlooku Přidat kalendář, Přihlásit se k odběru z webu). Jde jen o čtení.
            """
        case .googleCalendar:
            """
            Kalendář Google se k jiným serverům CalDAV připojit neumí: přihlaste se místo toho k odběru adresy kalendáře \
            plánovače (Plánovač, Kalendářové aplikace).
            V Kalendáři Google na počítači zvolte Další kalendáře, +, Z adresy URL a adresu vložte. Jde jen o čtení a Google \
            ji obnovuje jednou za několik hodin.
            """
        }
    }
}
