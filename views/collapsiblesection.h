// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QToolButton;

namespace goodput::views {

/// A titled group whose body folds away, so a long input panel stays navigable.
class CollapsibleSection final : public QWidget {
    Q_OBJECT
public:
    CollapsibleSection(const QString& title, QWidget* body, QWidget* parent = nullptr);

    void setExpanded(bool expanded);
    [[nodiscard]] bool isExpanded() const;
    [[nodiscard]] QWidget* body() const { return m_body; }
    [[nodiscard]] QToolButton* header() const { return m_header; }

signals:
    void expandedChanged(bool expanded);

private:
    QToolButton* m_header;
    QWidget* m_body;
};

} // namespace goodput::views
