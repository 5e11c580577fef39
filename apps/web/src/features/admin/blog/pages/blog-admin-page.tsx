import type { BlogPost } from '@mayorista/shared/blog';
import { ExternalLink, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { CrudPage } from '@/components/crud/crud-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useDeletePost } from '../api/delete-post';
import { useAdminPosts } from '../api/get-admin-posts';
import { PostModal } from '../components/post-modal';
import { POST_MESSAGES } from '../lib/post-form';

const ADMIN_PAGE_SIZE = 20;

/** The date a row shows: the publication's, or the creation's for a draft never published. */
const postDate = (post: BlogPost) => formatDateTime(post.published_at ?? post.created_at);

/** Blog (issue 11): posts with their status and date, create/edit modal, preview, delete with confirmation. */
export default function BlogAdminPage() {
  const [page, setPage] = useState(1);
  const posts = useAdminPosts(page, '');

  return (
    <CrudPage<BlogPost>
      title="Blog"
      description="Notas y novedades que cualquiera puede leer en /blog."
      newLabel="Nueva entrada"
      list={{
        status: posts.status,
        data: posts.data?.results,
        refetch: posts.refetch,
        isPlaceholderData: posts.isPlaceholderData,
      }}
      remove={useDeletePost()}
      messages={POST_MESSAGES}
      empty={{ icon: <Newspaper aria-hidden="true" />, message: 'Todavía no escribiste entradas.' }}
      confirmDelete={{ title: 'Eliminar entrada', message: POST_MESSAGES.confirmDelete }}
      renderModal={(editing, close) => <PostModal editing={editing} onClose={close} />}
      view={{
        kind: 'table',
        label: 'Entradas del blog',
        columns: [
          {
            id: 'title',
            header: 'Título',
            card: 'title',
            cell: (post) => <span className="font-semibold break-words text-stone-900">{post.title}</span>,
          },
          {
            id: 'slug',
            header: 'Dirección',
            card: 'subtitle',
            cell: (post) => (
              <span className="font-mono text-xs break-all text-stone-600">/blog/{post.slug}</span>
            ),
          },
          {
            id: 'status',
            header: 'Estado',
            card: 'badge',
            cell: (post) =>
              post.is_published ? (
                <StatusBadge tone="success">Publicado</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">Borrador</StatusBadge>
              ),
          },
          {
            id: 'date',
            header: 'Fecha',
            cell: (post) => <span className="whitespace-nowrap">{postDate(post)}</span>,
          },
        ],
        actionsLabel: (post) => `Acciones de la entrada ${post.title}`,
        extraActions: (post) => [
          {
            label: post.is_published ? 'Ver en el blog' : 'Vista previa',
            icon: <ExternalLink aria-hidden="true" className="size-4" />,
            to: paths.blogPost(post.slug),
          },
        ],
        pagination: posts.data
          ? {
              page,
              pageCount: posts.data.total_pages,
              onPageChange: setPage,
              pageSize: ADMIN_PAGE_SIZE,
              total: posts.data.count,
            }
          : undefined,
      }}
    />
  );
}
