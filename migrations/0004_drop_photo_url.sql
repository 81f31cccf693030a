-- Photos hot-linked from instructors' own hosts are dropped, not copied: docs/decisions/0042-hosted-instructor-photos.md.
ALTER TABLE `instructors` DROP COLUMN `photo_url`;