import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { blogQueries } from '../queries'
import { BlogPostForm } from './BlogPostForm'

const crumbs = (last: ReactNode) => [{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Blog</Trans>, to: '/pages/blog/list' }, { label: last }] as const

/** /pages/blog/edit/$id: a post's fields, saved through the back end. */
export function BlogEditScreen({ id }: { id: number }) {
  return (
    <>
      <PageHeader title={<Trans>Edit post</Trans>} breadcrumbs={crumbs(<Trans>Edit</Trans>)} />
      <DetailLoader
        query={blogQueries.edit(id)}
        notFound={{ title: <Trans>Post not found</Trans>, text: <Trans>This post may have been deleted, or the link is wrong.</Trans>, backTo: '/pages/blog/list' }}
        errorTitle={<Trans>The post could not be loaded</Trans>}
        skeleton={<ColumnsSkeleton columns="2fr 1fr" heights={[560, 480]} />}
      >
        {/* A refetch leaves the fields being typed in alone. */}
        {(post) => <BlogPostForm key={post.id} post={post} />}
      </DetailLoader>
    </>
  )
}

/** /pages/blog/edit?new=true: the same form, empty; saved, the post opens at its own address. */
export function BlogNewScreen() {
  return (
    <>
      <PageHeader title={<Trans>New post</Trans>} breadcrumbs={crumbs(<Trans>New post</Trans>)} />
      <BlogPostForm />
    </>
  )
}
