// SPDX-License-Identifier: MIT
#pragma once

// Every value Goodput keeps in its settings file (~/.config/Goodput/goodput.conf), each key written
// once, here, with the type it holds: the preferences (preferences.cpp), the window's layout and
// last scenario, the recent files and the report's last paper and folder (mainwindow.cpp). A key
// renamed here would lose what users saved under the old one: keep them as they are.

#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace goodput::views {

/// The settings file, named explicitly (setApplicationIdentity's names) so that a test process
/// with its own application name still reads and writes the same file.
class SettingsFile : public QSettings {
public:
    SettingsFile() : QSettings(QStringLiteral("Goodput"), QStringLiteral("goodput")) {}
};

/// One value of the settings file: its key and its type.
template <class T> class SettingValue {
public:
    explicit constexpr SettingValue(const char* key) : m_key(key) {}

    [[nodiscard]] QString key() const { return QString::fromLatin1(m_key); }

    /// The saved value; nullopt when there is none or it is not a T.
    [[nodiscard]] std::optional<T> find(const QSettings& settings) const {
        QVariant v = settings.value(key());
        if (!v.isValid() || !v.convert(QMetaType::fromType<T>())) {
            return std::nullopt;
        }
        return v.template value<T>();
    }
    /// The saved value, else `fallback`.
    [[nodiscard]] T get(const QSettings& settings, const T& fallback = T()) const {
        return find(settings).value_or(fallback);
    }
    [[nodiscard]] T get(const T& fallback = T()) const { return get(SettingsFile(), fallback); }

    void set(QSettings& settings, const T& value) const { settings.setValue(key(), value); }
    void set(const T& value) const {
        SettingsFile settings;
        set(settings, value);
    }
    void remove() const { SettingsFile().remove(key()); }

private:
    const char* m_key;
};

namespace settings {

// Preferences (Edit > Preferences...).
inline constexpr SettingValue<QString> language("preferences/language");       ///< "", "en", "ko"
inline constexpr SettingValue<QString> memoryUnit("preferences/memoryUnit");   ///< "GB", "GiB"
inline constexpr SettingValue<QString> networkUnit("preferences/networkUnit"); ///< "Gb/s", "GB/s"
inline constexpr SettingValue<QString> currencySymbol("preferences/currencySymbol");
inline constexpr SettingValue<double> pricePerGpuHour("preferences/pricePerGpuHour");
inline constexpr SettingValue<QString> theme("preferences/theme"); ///< "light", "dark"

// The window and the session it restores.
inline constexpr SettingValue<QStringList> recentFiles("recentFiles"); ///< newest first
inline constexpr SettingValue<QByteArray> windowGeometry("window/geometry");
inline constexpr SettingValue<QByteArray> windowState("window/state");
inline constexpr SettingValue<QByteArray> sessionScenario("session/scenario"); ///< scenario JSON
inline constexpr SettingValue<QString> sessionFile("session/file");
inline constexpr SettingValue<bool> sessionModified("session/modified");
/// The object names of the collapsed input sections.
inline constexpr SettingValue<QStringList> collapsedSections("inputs/collapsed");
inline constexpr SettingValue<int> chartPage("charts/page");

// File > Export Report.
inline constexpr SettingValue<QString> reportDirectory("report/directory");
inline constexpr SettingValue<QString> reportPage("report/page"); ///< "a4", "letter"

} // namespace settings

} // namespace goodput::views
