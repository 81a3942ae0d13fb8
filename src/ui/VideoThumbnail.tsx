import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from './Icon';
import './VideoThumbnail.css';

export const VIDEO_THUMBNAIL_SIZES = {
  small: { width: 240, height: 135 },
  medium: { width: 320, height: 180 },
  large: { width: 480, height: 270 },
} as const;

export interface VideoThumbnailProps {
  videoUrl: string;
  coverFrameUrl?: string;
  subtitle?: string;
  /** Accessible title of the video. */
  title: string;
  size?: keyof typeof VIDEO_THUMBNAIL_SIZES;
  /** 'inline' plays in place; 'newTab' opens the video in a new tab. */
  mode?: 'inline' | 'newTab';
}

export function VideoThumbnail({ videoUrl, coverFrameUrl, subtitle, title, size = 'medium', mode = 'inline' }: VideoThumbnailProps) {
  const { t } = useTranslation('app');
  const [playing, setPlaying] = useState(false);
  const { width, height } = VIDEO_THUMBNAIL_SIZES[size];
  const cover = (
    <>
      {coverFrameUrl ? <img src={coverFrameUrl} alt="" className="ui-video__cover" /> : <span className="ui-video__cover ui-video__cover--blank" />}
      <span className="ui-video__play" aria-hidden="true">
        <Icon name="play" size={size === 'small' ? 20 : 28} />
      </span>
    </>
  );
  return (
    <figure className="ui-video" style={{ width: `min(${width}px, 100%)` }}>
      <div className="ui-video__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {playing ? (
          <video src={videoUrl} controls autoPlay className="ui-video__player" aria-label={title} />
        ) : mode === 'newTab' ? (
          <a href={videoUrl} target="_blank" rel="noopener noreferrer" className="ui-video__trigger" aria-label={`${t('ui.video.play')}: ${title} (${t('ui.video.newTab')})`}>
            {cover}
          </a>
        ) : (
          <AriaButton className="ui-video__trigger" onPress={() => setPlaying(true)} aria-label={`${t('ui.video.play')}: ${title}`}>
            {cover}
          </AriaButton>
        )}
      </div>
      {subtitle && <figcaption className="ui-video__subtitle">{subtitle}</figcaption>}
    </figure>
  );
}
