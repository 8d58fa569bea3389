import Foundation
import DomovCore
extension UIText {
    var czech: String {
        switch self {
        case .skipToContent: "Přeskočit na obsah"
        case .mainNavigation: "Hlavní"
        case .accountNavigation: "Účet"
        case .home: "Domů"
        case .modules: "Moduly"
        case .households: "Domácnosti"
        case .settings: "Nastavení"
        case .admin: "Správa"
        case .currentHousehold: "Aktuální domácnost"
        case .noHouseholdYet: "Zatím bez domácnosti"
        case .backHome: "Zpět na úvodní stránku"
        case .moduleName(let module):
            switch module {
            case .planner: "Plánovač"
            case .chores: "Domácí práce"
            case .nameDays: "Jmeniny"
            case .meals: "Jídla"
            case .phrasebook: "Konverzace"
            }
        case .shortModuleName(let module):
            switch module {
            case .planner: "Plánovač"
            case .chores: "Práce"
            case .nameDays: "Jmeniny"
            case .meals: "Jídla"
            case .phrasebook: "Fráze"
            }
        case .moreDestinations: "Další"
        case .actionMarkedDone: "Označeno jako hotové."
        case .actionRecordedDone: "Zapsáno jako hotové."
        case .actionDeleted: "Smazáno."
        case .actionUndoRefused: "Nelze vrátit zpět: mezitím přibylo něco se stejným názvem."
        case .undoAction: "Vrátit zpět"
        case .timeZoneRegion(let region):
            switch region {
            case "Europe": "Evropa"
            case "America": "Amerika"
            case "Asia": "Asie"
            case "Africa": "Afrika"
            case "Australia": "Austrálie"
            case "Pacific": "Tichý oceán"
            case "Atlantic": "Atlantský oceán"
            case "Indian": "Indický oceán"
            case "Antarctica": "Antarktida"
            case "Arctic": "Arktida"
            default: "Ostatní"
            }
        case .browserTimeZone: "Zóna tohoto zařízení"
        case .searchTimeZones: "Najít zónu (město nebo zemi)"
        case .switchHousehold: "Přepnout domácnost"
        case .allHouseholds: "Všechny domácnosti"
        case .moduleSummary(let module):
            switch module {
            case .planner: "Činnosti, schůzky a úkoly s připomínkami, v kalendářích, které už používáte."
            case .chores: "Místnosti a domácí práce, jednorázové i opakované, se stavem na první pohled."
            case .nameDays: "Kdo dnes slaví, a připomínky jmenin lidí, na kterých vám záleží."
            case .meals: "Zdravé recepty a ideální jídlo podle vašeho těla a cíle."
            case .phrasebook: "Fráze s doplnitelnými slovy na cesty, s gramatickými tabulkami."
            }
        case .welcome(let name): "Dobrý den, \(name)"
        case .signUp: "Registrovat se"
        case .logIn: "Přihlásit se"
        case .logOut: "Odhlásit se"
        case .createAccount: "Vytvořit účet"
        case .haveAccount: "Už máte účet?"
        case .noAccount: "Ještě nemáte účet?"
        case .firstAccountIsAdmin: "Toto je první účet na tomto serveru Domov, bude tedy správcem."
        case .signUpClosed: "Registrace jsou na tomto serveru uzavřené. Požádejte člena domácnosti o pozvánku."
        case .email: "E-mail"
        case .password: "Heslo"
        case .displayName: "Vaše jméno"
        case .displayNameHint: "Jak vás uvidí ostatní členové, např. Jana Nováková."
        case .nickname: "Přezdívka"
        case .nicknameHint: "Jedinečná na tomto serveru; písmena, číslice, tečky, pomlčky a podtržítka."
        case .passwordHint(let minimum): "Alespoň \(minimum) znaků."
        case .wrongCredentials: "E-mail nebo heslo není správně."
        case .accountDeleted: "Váš účet byl smazán."
        case .preferences: "Předvolby"
        case .language: "Jazyk"
        case .languageAutomatic: "Podle prohlížeče"
        case .languageName(let language):
            switch language {
            case .english: "English (angličtina)"
            case .czech: "Čeština"
            }
        case .appearance: "Vzhled"
        case .appearanceName(let appearance):
            switch appearance {
            case .system: "Podle zařízení"
            case .light: "Světlý"
            case .dark: "Tmavý"
            }
        case .timeZone: "Časové pásmo"
        case .firstWeekday: "První den týdne"
        case .firstWeekdayAutomatic(let weekday): "Podle jazyka (\(UIText.weekdayName(weekday).czech))"
        case .weekdayName(let weekday): ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"][weekday.rawValue]
        case .profile: "Profil"
        case .changePassword: "Změnit heslo"
        case .currentPassword: "Současné heslo"
        case .newPassword: "Nové heslo"
        case .confirmPassword: "Nové heslo znovu"
        case .save: "Uložit"
        case .saved: "Uloženo."
        case .appPasswords: "Hesla aplikací"
        case .appPasswordsExplanation:
            """
            Kalendářové aplikace a skripty se přihlašují heslem aplikace místo vašeho hesla. Pro každou aplikaci si vytvořte \
            vlastní, ať ho můžete zrušit samostatně.
            """
        case .appPasswordName: "Název aplikace"
        case .appPasswordNameHint: "Například: kalendář v iPhonu."
        case .appPasswordCreated(let name): "Heslo aplikace pro \(name). Zkopírujte si ho hned, znovu se už nezobrazí."
        case .noAppPasswords: "Zatím žádná hesla aplikací."
        case .created(let when): "vytvořeno \(when)"
        case .lastUsed(let when): "naposledy použito \(when)"
        case .neverUsed: "dosud nepoužito"
        case .revoke: "Zrušit"
        case .confirmRevoke(let name): "Zrušit heslo aplikace \(name)? Aplikace, které ho používají, budou odhlášeny."
        case .deleteAccount: "Smazat účet"
        case .typeEmailToConfirm: "Pro potvrzení vaše e-mailová adresa"
        case .deleteAccountExplanation:
            """
            Smaže váš účet a všechny domácnosti, ve kterých jste jediným členem. Sdílené domácnosti zůstanou ostatním \
            členům.
            """
        case .confirmDeleteAccount: "Opravdu natrvalo smazat váš účet?"
        case .userCount(let count): "Počet účtů na tomto serveru: \(count)."
        case .openSignUp: "Registrovat se může kdokoli"
        case .openSignUpHint: "Když je vypnuto, noví lidé se připojí jen přes pozvánku do domácnosti."
        case .yourHouseholds: "Vaše domácnosti"
        case .createHousehold: "Vytvořit domácnost"
        case .householdName: "Název domácnosti"
        case .householdNameHint: "Například: Novákovi nebo Byt v Hlavní ulici."
        case .create: "Vytvořit"
        case .current: "Aktuální"
        case .noHouseholdExplanation:
            "Zatím nejste v žádné domácnosti. Vytvořte si ji, nebo otevřete pozvánku od někoho, kdo ji má."
        case .firstStepsHeading: "Nejdřív domácnost"
        case .firstStepsExplanation:
            """
            Všechno v Domově (plánovač, domácí práce, jídla) patří domácnosti. Začněte tím, že tu svou pojmenujete; \
            ostatní pozvete potom.
            """
        case .joinByInvitation: "Pozval vás někdo? Otevřete odkaz z pozvánky, kterou vám poslal, a připojíte se k jeho domácnosti."
        case .memberCount(let count): CzechPlural.count(count, one: "člen", few: "členové", many: "členů")
        case .members: "Členové"
        case .role(let role):
            switch role {
            case .owner: "vlastník"
            case .member: "člen"
            }
        case .yourRole(let role):
            switch role {
            case .owner: "Tuto domácnost vlastníte."
            case .member: "Jste členem této domácnosti."
            }
        case .switchHere: "Nastavit jako aktuální domácnost"
        case .remove: "Odebrat"
        case .confirmRemoveMember(let nickname): "Odebrat \(nickname) z domácnosti?"
        case .inviteMembers: "Pozvat členy"
        case .inviteExplanation: "Vytvořte odkaz a pošlete ho lidem, které tu chcete mít. Platí sedm dní."
        case .createInviteLink: "Vytvořit pozvánku"
        case .inviteLinkCreated: "Odkaz s pozvánkou (platí 7 dní):"
        case .activeInvites: "Platné pozvánky"
        case .expires(let when): "Platí do \(when)"
        case .copy: "Kopírovat"
        case .copied: "Zkopírováno"
        case .householdSettings: "Nastavení domácnosti"
        case .rename: "Přejmenovat"
        case .leaveHousehold: "Opustit domácnost"
        case .confirmLeave(let name): "Opustit domácnost \(name)?"
        case .leaveDeletesHousehold(let name):
            """
            Jste posledním členem domácnosti \(name): jejím opuštěním ji smažete i s položkami a kalendáři plánovače, \
            místnostmi a domácími pracemi, recepty, jídelníčkem, nákupním seznamem a pozvánkami. Nelze to vrátit zpět.
            """
        case .leaveAndDelete: "Opustit a smazat domácnost"
        case .deleteHousehold: "Smazat domácnost"
        case .deleteHouseholdExplanation(let name): "Smaže domácnost \(name) a vše, co v ní je, všem členům. Nelze vrátit."
        case .typeNameToConfirm: "Pro potvrzení napište název domácnosti"
        case .invitation: "Pozvánka"
        case .invitedTo(let name): "Jste zváni do domácnosti \(name)"
        case .inviteSignedOut: "Nejdřív se zaregistrujte nebo přihlaste; hned pak se sem vrátíte a připojíte se."
        case .alreadyMember: "Už jste členem této domácnosti."
        case .openHousehold: "Otevřít domácnost"
        case .joinHousehold: "Připojit se k domácnosti"
        case .inviteExpired: "Platnost pozvánky vypršela nebo byla zrušena. Požádejte o novou."
        case .notifications: "Oznámení"
        case .inboxEmpty: "Zatím tu nic není. Sem přicházejí připomenutí nastavená v plánovači."
        case .markAllRead: "Označit vše jako přečtené"
        case .unread: "Nové"
        case .sentLate: "Odesláno pozdě"
        case .openNotice: "Otevřít"
        case .noticeStarts(let title, let when): "\(title): \(when)"
        case .reminderSubject(let title): "Připomínka: \(title)"
        case .openInDomov: "Otevřít v Domově"
        case .reminderEmailFooter: "Tento e-mail dostáváte, protože máte v nastavení Domova zapnutá připomenutí e-mailem:"
        case .invitationSubject(let title, let when): "Pozvánka: \(title), \(when)"
        case .invitationCancelledSubject(let title, let when): "Zrušeno: \(title), \(when)"
        case .invitationBody(let organizer, let title): "\(organizer) vás zve na událost \(title)."
        case .invitationCancelledBody(let organizer, let title): "\(organizer) zrušil(a) událost \(title)."
        case .invitationWhen: "Kdy"
        case .invitationWhere: "Kde"
        case .invitationHowToAnswer:
            "Otevřete přiloženou pozvánku ve své kalendářové aplikaci: přidáte si ji do kalendáře a můžete odpovědět."
        case .verifyEmailSubject: "Potvrďte svou e-mailovou adresu pro Domov"
        case .verifyEmailBody:
            "Otevřete tento odkaz a potvrďte, že vám Domov smí na tuto adresu posílat připomenutí. Funguje jednou, po 24 hodin."
        case .verifyEmailAction: "Potvrdit adresu"
        case .verifyEmailIgnore: "Pokud jste o to nežádali, e-mail ignorujte: nic vám posílat nebudeme."
        case .testEmailSubject: "Zkušební e-mail z Domova"
        case .testEmailBody: "Váš server Domov umí posílat e-maily. Toto je zkouška, o kterou jste požádali."
        case .sendRemindersBy: "Posílat připomenutí"
        case .channelName(let channel):
            switch channel {
            case .inApp: "V aplikaci (zvonek)"
            case .push: "Jako oznámení na mých zařízeních"
            case .email: "E-mailem"
            }
        case .channelHint(let channel):
            switch channel {
            case .inApp: "Když je vypnuto, připomenutí přijdou do schránky rovnou jako přečtená."
            case .push: "Na zařízení, kde jste níže oznámení zapnuli."
            case .email: "Jen na potvrzenou adresu."
            }
        case .defaultReminder: "Výchozí připomenutí nových položek plánovače"
        case .noDefaultReminder: "Žádné"
        case .quietHours: "Doba klidu"
        case .quietHoursHint:
            """
            Oznámení a e-maily počkají do konce doby klidu (ve vašem časovém pásmu); do schránky připomenutí přijdou hned. Pro \
            žádnou nechte obě pole prázdná.
            """
        case .quietFrom: "Od"
        case .quietUntil: "Do"
        case .emailVerified(let address): "Připomenutí můžeme posílat na \(address)."
        case .emailNotVerified(let address): "Než vám na \(address) začneme posílat připomenutí, potvrďte ji."
        case .sendVerificationLink: "Poslat potvrzovací odkaz"
        case .verificationSent(let address): "Potvrzovací odkaz je na cestě na \(address). Platí 24 hodin."
        case .verificationThrottled:
            """
            Za poslední hodinu už odešlo několik potvrzovacích e-mailů. Podívejte se do doručené pošty i do spamu, nebo to \
            zkuste za hodinu.
            """
        case .emailNotSetUp: "Tento server zatím neumí posílat e-maily: správce nenastavil poštovní server."
        case .emailSendFailed(let reason): "E-mail se nepodařilo odeslat: \(reason)"
        case .emailConfirmation: "Potvrzení e-mailu"
        case .emailConfirmed(let address): "Děkujeme: připomenutí teď můžeme posílat na \(address)."
        case .verifyLinkExpired: "Platnost potvrzovacího odkazu vypršela. Pošlete si nový v Nastavení."
        case .verifyLinkUnusable:
            "Tento potvrzovací odkaz už byl použit, nebo ho nahradil novější. Pokud je potřeba, pošlete si nový v Nastavení."
        case .thisDevice: "Toto zařízení"
        case .enablePushHere: "Zapnout oznámení na tomto zařízení"
        case .pushUnsupported:
            """
            Tento prohlížeč neumí přijímat oznámení. Na iPhonu a iPadu si nejdřív přidejte Domov na plochu (iOS 16.4 nebo \
            novější) a otevřete ho odtud.
            """
        case .pushBlocked: "Oznámení jsou pro tento web zablokovaná. Povolte je v nastavení webu v prohlížeči a zkuste to znovu."
        case .pushFailed: "Oznámení se tu nepodařilo zapnout. Zkuste to později."
        case .pushDevices: "Zařízení, která dostávají oznámení"
        case .noPushDevices: "Zatím žádná zařízení."
        case .lastDelivered(let when): "poslední oznámení \(when)"
        case .mailServer: "Odchozí pošta (SMTP)"
        case .mailServerHint:
            """
            Přes tento poštovní server odcházejí připomenutí, potvrzovací odkazy a pozvánky. Když pole Server necháte \
            prázdné, žádné e-maily se posílat nebudou.
            """
        case .smtpHost: "Server"
        case .smtpPort: "Port"
        case .smtpSecurity: "Zabezpečení"
        case .smtpSecurityName(let security):
            switch security {
            case .startTLS: "STARTTLS (obvykle port 587)"
            case .implicitTLS: "TLS (obvykle port 465)"
            case .plain: "Žádné (jen pro server na tomto počítači nebo v důvěryhodné síti)"
            }
        case .smtpUsername: "Uživatelské jméno"
        case .smtpPassword: "Heslo"
        case .smtpPasswordHint: "Uloží se a nikdy se nezobrazí. Když pole necháte prázdné, zůstane uložené heslo."
        case .smtpFrom: "Adresa odesílatele"
        case .sendTestEmail: "Poslat mi zkušební e-mail"
        case .testEmailSent(let address): "Zkušební e-mail odešel na \(address)."
        case .deliveryLog: "Nedoručená oznámení"
        case .deliveryLogHint: "Oznámení a e-maily, které se nepodařilo doručit, od nejnovějších, i s důvodem."
        case .noFailedDeliveries: "Nic se nepokazilo."
        case .planner(let text): text.czech
        case .chores(let text): text.czech
        case .nameDays(let text): text.czech
        case .meals(let text): text.czech
        case .today(let text): text.czech
        case .phrasebook(let text): text.czech
        case .signIn(let text): text.czech
        case .calendarConnect(let text): text.czech
        case .calendarSetup(let text): text.czech
        case .formHasErrors: "Některá pole potřebují opravit."
        case .fieldProblem(let problem):
            switch problem {
            case .required: "Vyplňte prosím."
            case .tooLong(let maximum): "Použijte nejvýše \(maximum) znaků."
            case .tooShort(let minimum): "Použijte alespoň \(minimum) znaků."
            case .invalidEmail: "Tohle nevypadá jako e-mailová adresa."
            case .invalidNickname: "Použijte jen písmena, číslice, tečky, pomlčky a podtržítka."
            case .nicknameTaken: "Tato přezdívka je obsazená. Zkuste jinou."
            case .emailTaken: "Účet s tímto e-mailem už existuje."
            case .nameTaken: "Tento název už se tu používá. Zvolte jiný."
            case .wrongPassword: "Heslo není správně."
            case .passwordsDiffer: "Hesla se neshodují."
            case .confirmationMismatch: "Napsaný název nesouhlasí."
            case .unknownTimeZone: "Vyberte časové pásmo ze seznamu."
            case .invalidValue: "Vyberte jednu z nabízených hodnot."
            case .tooLarge(let maximum): "Nejvýše \(maximum)."
            case .outOfRange(let minimum, let maximum): "Zadejte číslo od \(minimum) do \(maximum)."
            case .tooMany(let maximum): "Vyberte nejvýše \(maximum)."
            case .mustBePositive: "Zadejte číslo větší než nula."
            case .endBeforeStart: "Konec musí být až po začátku."
            case .sameStartAndEnd: "Konec musí být jiný než začátek."
            case .impossibleRecurrence: "Toto opakování nikdy nenastane. Zkontrolujte dny a konec."
            case .unknownChoice: "Tohle mezi možnostmi této domácnosti není."
            case .spanTooShort(let minutes): "Konec musí být alespoň \(minutes) minuty po začátku."
            case .unknownName:
                """
                Toto jméno nemá svátek v kalendářích, které sledujete. Zkontrolujte pravopis nebo v nastavení jmenin zvolte jiný \
                kalendář.
                """
            case .ambiguousName: "Tato přezdívka odpovídá více jménům. Napište celé jméno."
            case .nameDayReminderExists(let person?, let name): "\(person) už má připomínku na jméno \(name)."
            case .nameDayReminderExists(nil, let name): "Připomínku na jméno \(name) už máte."
            case .invalidDate: "Zadejte datum ve tvaru 2026-03-29."
            case .invalidTime: "Zadejte čas ve tvaru 09:30."
            case .invalidNumber: "Zadejte celé číslo."
            case .controlCharacter: "Odstraňte z textu řídicí znak (NUL)."
            case .requiresHTTPS: "Použijte adresu https://."
            case .privateAddress: "Adresa je v soukromé síti, ke které se tento server nepřipojuje."
            case .unknownHost: "Server z adresy se nepodařilo najít. Zkontrolujte ji a zkuste to znovu."
            case .noRecipeInPage:
                """
                Na této stránce není žádný recept schema.org Recipe. Weby, které ukazují kartu receptu, ho obvykle mají; zkuste \
                stránku samotného receptu.
                """
            case .recipeDataNotJSON:
                """
                Data receptu na stránce nejsou platný JSON, a proto je nelze přečíst. Chyba je ve stránce; recept prosím zapište \
                ručně.
                """
            case .dateOutOfRange(let first, let last): "Zvolte datum od roku \(first) do roku \(last)."
            case .limitReached(let reached):
                switch reached.limit {
                case .calendarObjects:
                    """
                    Dosáhli jste limitu \(reached.maximum) položek kalendáře na osobu. Další přidáte, až smažete ty, které už \
                    nepotřebujete.
                    """
                case .calendarBytes:
                    """
                    Vaše položky kalendáře dosáhly limitu \(reached.maximumMebibytes) MiB na osobu. Smažte ty, které už \
                    nepotřebujete, nebo zkraťte jejich poznámky.
                    """
                case .recipes:
                    """
                    Dosáhli jste limitu \(reached.maximum) receptů na osobu. Další přidáte, až smažete ty, které už \
                    nepotřebujete.
                    """
                case .photos:
                    "Vaše recepty dosáhly limitu \(reached.maximum) fotografií na osobu. Další přidáte, až některé odeberete."
                case .photoBytes:
                    """
                    Fotografie vašich receptů dosáhly limitu \(reached.maximumMebibytes) MiB na osobu. Některé odeberte, nebo \
                    použijte menší fotografii.
                    """
                }
            case .calendarServer(let problem):
                switch problem {
                case .unreachable: "Server neodpověděl. Zkontrolujte adresu a zkuste to později."
                case .unauthorized:
                    "Server odmítl uživatelské jméno nebo heslo. Pokud služba nabízí hesla pro aplikace, použijte je."
                case .notCalDAV:
                    "Na této adrese nejsou žádné kalendáře CalDAV. Použijte adresu CalDAV, kterou uvádí vaše služba."
                case .status(let status): "Server odpověděl chybou (HTTP \(status))."
                case .privateAddress: "Adresa je v soukromé síti, ke které se tento server nepřipojuje."
                case .passwordUnreadable: "Uložené heslo už na tomto serveru nelze přečíst. Odeberte účet a přidejte ho znovu."
                case .reconnect:
                    """
                    Připojte znovu: služba už přístup Domova nepřijímá (byl odvolán nebo vypršel). Připojte účet znovu \
                    tlačítkem níže.
                    """
                }
            }
        case .errorInvalidInput: "Některé údaje nejsou platné"
        case .errorNotFound: "Nenalezeno"
        case .errorForbidden: "Toto nemůžete udělat"
        case .errorUnauthenticated: "Přihlaste se prosím"
        case .errorRateLimited: "Příliš mnoho pokusů. Počkejte pár minut a zkuste to znovu."
        case .errorCSRF: "Platnost formuláře vypršela. Vraťte se, načtěte stránku znovu a zkuste to ještě jednou."
        case .errorMalformed: "Požadavek nelze přečíst"
        case .errorTooLarge: "To je příliš velké na odeslání"
        case .errorMethodNotAllowed: "To tady nejde"
        case .errorInternal: "Na serveru se něco pokazilo. Nic se nezměnilo; zkuste to prosím znovu."
        }
    }
}
