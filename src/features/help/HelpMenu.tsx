import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '../../api';

interface HelpMenuProps {
  topics: HelpTopic[];
  selectedTag: string | undefined;
  onSelect: (topic: HelpTopic) => void;
}

/** The topic menu; sub-topics sit indented under their topic. */
export function HelpMenu({ topics, selectedTag, onSelect }: HelpMenuProps) {
  const { t } = useTranslation();
  const items = (list: HelpTopic[]) => (
    <ul>
      {list.map((topic) => (
        <li key={topic.tag}>
          <button
            type="button"
            className="help__topic"
            aria-current={topic.tag === selectedTag ? 'true' : undefined}
            onClick={() => onSelect(topic)}
          >
            {topic.title}
          </button>
          {topic.children?.length > 0 && items(topic.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="help__menu" aria-label={t('help.topics')}>
      {items(topics)}
    </nav>
  );
}
