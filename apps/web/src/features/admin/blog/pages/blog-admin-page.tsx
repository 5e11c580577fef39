import type { BlogPost } from '@mayorista/shared/blog';
import { ExternalLink, Newspaper, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
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
  const remove = useDeletePost();
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(POST_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      notify.error(POST_MESSAGES.deleteFailed);
    }
  };

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" /> Nueva entrada
    </button>
  );

  return (
    <section>
      <title>Blog | Mayorista</title>
      <PageHeader
        title="Blog"
        description="Notas y novedades que cualquiera puede leer en /blog."
        actions={newButton}
      />
      <DataTable
        label="Entradas del blog"
        rows={posts.data?.results}
        rowKey={(post) => post.id}
        status={posts.status}
        dimmed={posts.isPlaceholderData}
        errorMessage={POST_MESSAGES.loadFailed}
        onRetry={() => posts.refetch()}
        empty={{
          icon: <Newspaper aria-hidden="true" />,
          message: 'Todavía no escribiste entradas.',
          action: newButton,
        }}
        columns={[
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
        ]}
        rowActions={{
          label: (post) => `Acciones de la entrada ${post.title}`,
          items: (post) => [
            { label: 'Editar', icon: <Pencil className="size-4" />, onSelect: () => setEditing(post) },
            {
              label: post.is_published ? 'Ver en el blog' : 'Vista previa',
              icon: <ExternalLink className="size-4" />,
              to: paths.blogPost(post.slug),
            },
            {
              label: 'Eliminar',
              tone: 'danger',
              icon: <Trash2 className="size-4" />,
              onSelect: () => setDeleting(post),
            },
          ],
        }}
        pagination={
          posts.data
            ? {
                page,
                pageCount: posts.data.total_pages,
                onPageChange: setPage,
                pageSize: ADMIN_PAGE_SIZE,
                total: posts.data.count,
              }
            : undefined
        }
      />
      <PostModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar entrada"
        message={POST_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
